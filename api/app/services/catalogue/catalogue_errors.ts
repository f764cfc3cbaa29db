import { errors } from '@vinejs/vine'
import { CATALOGUE_EMPTY, ENGAGEMENT_SERVER_MESSAGES, NEAR_MESSAGES, SPOTLIGHT_PAGE } from '@shoplocal/shared/messages'
import { NO_TOWN_NEARBY, VISITS_FROM_SITE_ONLY } from '#messages/index'
import { fail } from '#exceptions/api_error'

/*
 * The catalogue's failures. A shop the public may not see (pending, rejected,
 * removed) is answered exactly like one that does not exist.
 */
export const catalogueErrors = {
  shopNotFound: () => fail(CATALOGUE_EMPTY.shopNotFound, 404),
  productNotFound: () => fail(ENGAGEMENT_SERVER_MESSAGES.productNotFound, 404),
  spotlightNotFound: () => fail(SPOTLIGHT_PAGE.notFound, 404),
  noTownNearby: () => fail(NO_TOWN_NEARBY, 404),
  visitsFromSiteOnly: () => fail(VISITS_FROM_SITE_ONLY, 403),
  /** A list asked near a place we cannot put on the map: a field error like any other. */
  unknownPlace: () => new errors.E_VALIDATION_ERROR([{ field: 'near', message: NEAR_MESSAGES.unknownPlace, rule: 'place' }]),
}
