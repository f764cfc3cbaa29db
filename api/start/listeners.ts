/*
 * Every in-process listener, registered here once when the web server starts rather than as a side effect of
 * loading the module that reacts: the search services forget kept pages and cards when the catalogue changes.
 * Commands serve no searches, so they load none of this.
 */
import app from '@adonisjs/core/services/app'
import { stopCardWarming } from '#services/catalogue/card_warming'
import { followCatalogueForProductSearch } from '#services/catalogue/product_search'
import { followCatalogueForShopSearch } from '#services/catalogue/shop_search'

followCatalogueForProductSearch()
followCatalogueForShopSearch()

// The cards these listeners warm are read in the background: stopped before the database provider closes its pool.
app.terminating(stopCardWarming)
