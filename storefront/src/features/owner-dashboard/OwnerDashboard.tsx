import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { ROUTES, notificationChannel } from '@shoplocal/shared/constants'
import { OWNER_SUCCESS, SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import {
  OWNER_CONFIRMATIONS,
  OWNER_DASHBOARD_LABELS,
  approvedCountLabel,
  deleteProductFailed,
  deleteProductsFailed,
  deleteShopFailed,
} from '../../messages/index.ts'
import type {
  BillingOverview,
  Category,
  NotificationPushed,
  OwnerMessagesResponse,
  OwnerShop,
  Plan,
  Product,
} from '@shoplocal/shared/types'
import { Tabs, type TabItem } from '../../components/ui/Tabs.tsx'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { accept, successToast } from '../../components/ui/use-submit.ts'
import { BillingPanel, PricingPlans, reloadBilling } from '../billing/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { OWNER_REVIEWS_COPY } from './reviews-copy.ts'
import { deleteAllProducts, deleteProduct, deleteShop, reloadMyShops } from './dashboard-api.ts'
import { ConfirmDeleteDialog, type DeleteConfirmation } from './ConfirmDeleteDialog.tsx'
import { CsvImportDialog } from './CsvImportDialog.tsx'
import { MessagesPanel } from './MessagesPanel.tsx'
import { OwnerReservationsTab, RESERVATION_COPY, useOwnerReservations } from '../reservations/index.ts'
import { OverviewTab } from './OverviewTab.tsx'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { ProductsTab } from './ProductsTab.tsx'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'
import { ShopCard } from './ShopCard.tsx'
import { ShopFormDialog } from './ShopFormDialog.tsx'
import { dashboardStats, withShop } from './stats.ts'
import { listingBadge, listingOffer } from './listing-offer.ts'
import './owner-dashboard.css'

interface Props {
  /** The signed-in person's id: their notifications' live channel. */
  userId: number
  /** The owner's first name, or the greeting's fallback. */
  name: string
  shops: OwnerShop[]
  categories: Category[]
  messages: OwnerMessagesResponse | null
  /** The billing overview read with the page (each shop's plan and products used/allowed); null when it failed. */
  billing: BillingOverview | null
  plans: Plan[] | null
}

type TabKey = 'overview' | 'shops' | 'products' | 'reservations' | 'spotlight' | 'insights' | 'reviews'

/** The charts load with their tab, so the rest of the dashboard does not wait for the charting library. */
const InsightsTab = lazy(() => import('./InsightsTab.tsx'))
const SpotlightManager = lazy(() => import('../spotlight-manager/index.ts').then((feature) => ({ default: feature.SpotlightManager })))
const ReviewsTab = lazy(() => import('./ReviewsTab.tsx'))

/** The tabs; "Reservations" carries the number still waiting for the owner's answer. */
const tabsWith = (requested: number): readonly TabItem<TabKey>[] => [
  { key: 'overview', label: OWNER_DASHBOARD_LABELS.tabOverview },
  { key: 'shops', label: OWNER_DASHBOARD_LABELS.tabShops },
  { key: 'products', label: OWNER_DASHBOARD_LABELS.tabProducts },
  { key: 'reservations', label: requested > 0 ? `${RESERVATION_COPY.ownerTab} (${requested})` : RESERVATION_COPY.ownerTab },
  { key: 'spotlight', label: OWNER_DASHBOARD_LABELS.tabSpotlight },
  { key: 'insights', label: COPY.tabInsights },
  { key: 'reviews', label: OWNER_REVIEWS_COPY.tab },
]

interface ProductDialog {
  shop: OwnerShop
  product?: Product
}

/** The shop owner's dashboard: header, summary cards, the tabs and the messages panel. */
export default function OwnerDashboard({ userId, name, shops: initialShops, categories, messages, billing: initialBilling, plans }: Props) {
  // One source of truth for every figure on the page: the shops and the billing overview as the API last
  // answered, read again after each change the owner makes and whenever the page comes back into view
  // (a payment decided meanwhile), so no figure needs a reload.
  const [shops, setShops] = useState(initialShops)
  const [billing, setBilling] = useState(initialBilling)
  const [tab, setTab] = useState<TabKey>('shops')
  const [addingShop, setAddingShop] = useState(false)
  const [editingShop, setEditingShop] = useState<OwnerShop | null>(null)
  const [productDialog, setProductDialog] = useState<ProductDialog | null>(null)
  const [importing, setImporting] = useState<OwnerShop | null>(null)
  const [createdShopId, setCreatedShopId] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<DeleteConfirmation | null>(null)
  const shopHeadings = useRef(new Map<number, HTMLHeadingElement>())
  const stats = dashboardStats(shops)
  const { submit } = useOwnerSubmit()
  const reservations = useOwnerReservations(userId)

  const refresh = useCallback(async () => {
    const [fresh, freshBilling] = await Promise.all([
      submit(
        accept(undefined),
        reloadMyShops,
        ownerFailure((message) => message ?? COPY.loadShopsFailed),
      ),
      reloadBilling().catch(() => null),
    ])
    if (fresh) setShops(fresh)
    if (freshBilling) setBilling(freshBilling)
  }, [submit])

  // A decision on the owner's shops, payments or spotlights reaches them as a notification: the figures are read
  // again then, so a shop does not stay "Pending" beside the bell's "Shop approved".
  useLiveChannel<NotificationPushed>(notificationChannel(userId), () => void refresh())

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refresh])

  /** A shop the API answered with replaces its old self at once; the rest follows from a fresh read. */
  const shopSaved = (shop: OwnerShop) => {
    setShops((current) => withShop(current, shop))
    void refresh()
  }

  // A new shop takes focus once its dialog has closed (this parent's effect runs after the dialog's own),
  // so a keyboard user goes on from it; the first shop's opener, "Add Your First Shop", is gone by then.
  useEffect(() => {
    if (createdShopId === null || addingShop) return
    shopHeadings.current.get(createdShopId)?.focus()
    setCreatedShopId(null)
  }, [createdShopId, addingShop])

  const removeProduct = (product: Product) =>
    setConfirming({
      title: COPY.deleteProductLabel(product.name),
      message: OWNER_CONFIRMATIONS.deleteProduct(product.name),
      confirmLabel: COPY.deleteProduct,
      run: async () => {
        const done = await submit(accept(product.id), deleteProduct, ownerFailure(deleteProductFailed), () =>
          successToast(OWNER_SUCCESS.productDeleted),
        )
        if (done) await refresh()
      },
    })

  const removeAll = (shop: OwnerShop) =>
    setConfirming({
      title: OWNER_DASHBOARD_LABELS.removeAll,
      message: OWNER_CONFIRMATIONS.deleteAllProducts(shop.name),
      confirmLabel: OWNER_DASHBOARD_LABELS.removeAll,
      run: async () => {
        const done = await submit(accept(shop.id), deleteAllProducts, ownerFailure(deleteProductsFailed), () =>
          successToast(OWNER_SUCCESS.allProductsDeleted),
        )
        if (done) await refresh()
      },
    })

  const removeShop = (shop: OwnerShop) =>
    setConfirming({
      title: COPY.deleteShop,
      message: OWNER_CONFIRMATIONS.deleteShop(shop.name),
      confirmLabel: COPY.deleteShop,
      run: async () => {
        const done = await submit(accept(shop.id), deleteShop, ownerFailure(deleteShopFailed), () =>
          successToast(OWNER_SUCCESS.shopDeleted),
        )
        if (!done) return
        setShops((current) => current.filter((each) => each.id !== shop.id))
        void refresh()
      },
    })

  return (
    <div className="owner-dashboard">
      <header className="owner-head">
        <div>
          <h1 className="owner-head__title" data-testid="dashboard-greeting">
            {COPY.greeting(name)}
          </h1>
          <p className="owner-head__intro">{COPY.intro}</p>
        </div>
        <div className="owner-head__actions">
          <a className="owner-head__badge" href={ROUTES.subscribe} data-testid="listing-offer">
            {listingBadge(billing ? listingOffer(billing.shops) : { kind: 'first' })}
          </a>
          <button type="button" className="button button--accent" onClick={() => setAddingShop(true)}>
            {OWNER_DASHBOARD_LABELS.addNewShop}
          </button>
          <a className="button button--primary" href={ROUTES.subscribe}>
            {OWNER_DASHBOARD_LABELS.subscription}
          </a>
        </div>
      </header>

      <dl className="owner-stats" aria-label={COPY.summaryLabel}>
        <div className="owner-stat" data-testid="stat-shops">
          <dt>{OWNER_DASHBOARD_LABELS.totalShops}</dt>
          <dd>{stats.totalShops}</dd>
          <dd className="owner-stat__note">{approvedCountLabel(stats.approvedShops)}</dd>
        </div>
        <div className="owner-stat" data-testid="stat-products">
          <dt>{OWNER_DASHBOARD_LABELS.totalProducts}</dt>
          <dd>{stats.totalProducts}</dd>
        </div>
        <div className="owner-stat" data-testid="stat-views">
          <dt>{OWNER_DASHBOARD_LABELS.totalViews}</dt>
          <dd>{stats.totalViews}</dd>
        </div>
      </dl>

      <div className="owner-layout">
        <div className="owner-layout__main">
          <Tabs<TabKey> label={COPY.tabsLabel} tabs={tabsWith(reservations.data?.requestedCount ?? 0)} selected={tab} onSelect={setTab}>
            {tab === 'overview' && <OverviewTab />}
            {tab === 'shops' &&
              (shops.length === 0 ? (
                <div className="owner-empty owner-empty--large" data-testid="shops-empty">
                  <p className="owner-empty__title">{OWNER_DASHBOARD_LABELS.noShops}</p>
                  <button type="button" className="button button--primary" onClick={() => setAddingShop(true)}>
                    {OWNER_DASHBOARD_LABELS.addFirstShop}
                  </button>
                </div>
              ) : (
                <div className="owner-shops">
                  {shops.map((shop) => (
                    <ShopCard
                      key={shop.id}
                      shop={shop}
                      onAddProduct={(chosen) => setProductDialog({ shop: chosen })}
                      onEdit={setEditingShop}
                      onDelete={removeShop}
                      onSaved={shopSaved}
                      onTraderSaved={() => void refresh()}
                      headingRef={(element) => {
                        if (element) shopHeadings.current.set(shop.id, element)
                        else shopHeadings.current.delete(shop.id)
                      }}
                    />
                  ))}
                </div>
              ))}
            {tab === 'products' && (
              <ProductsTab
                shops={shops}
                stats={stats}
                onAddProduct={(shop) => setProductDialog({ shop })}
                onEditProduct={(shop, product) => setProductDialog({ shop, product })}
                onDeleteProduct={removeProduct}
                onRemoveAll={removeAll}
                onImport={setImporting}
              />
            )}
            {tab === 'reservations' && <OwnerReservationsTab reservations={reservations} />}
            {tab === 'spotlight' && (
              <Suspense fallback={<p className="owner-empty">{SPOTLIGHT_MANAGER.loading}</p>}>
                <SpotlightManager shops={shops} />
              </Suspense>
            )}
            {tab === 'insights' && (
              <Suspense fallback={<p className="owner-empty">{COPY.insightsLoading}</p>}>
                <InsightsTab />
              </Suspense>
            )}
            {tab === 'reviews' && (
              <Suspense fallback={<p className="owner-empty">{OWNER_REVIEWS_COPY.loading}</p>}>
                <ReviewsTab />
              </Suspense>
            )}
          </Tabs>
        </div>
        <MessagesPanel initial={messages} />
      </div>

      {billing && <BillingPanel billing={billing} onBillingDetailsSaved={() => void refresh()} />}
      {billing && plans && <PricingPlans plans={plans} shops={billing.shops} />}

      <ShopFormDialog
        open={addingShop}
        categories={categories}
        onClose={() => setAddingShop(false)}
        onSaved={(shop) => {
          shopSaved(shop)
          setCreatedShopId(shop.id)
        }}
      />
      {editingShop && (
        <ShopFormDialog
          key={editingShop.id}
          open
          shop={editingShop}
          categories={categories}
          onClose={() => setEditingShop(null)}
          onSaved={shopSaved}
        />
      )}
      {productDialog && (
        <ProductFormDialog
          key={`${productDialog.shop.id}-${productDialog.product?.id ?? 'new'}`}
          shop={productDialog.shop}
          product={productDialog.product}
          onClose={() => setProductDialog(null)}
          onSaved={() => void refresh()}
        />
      )}
      {importing && (
        <CsvImportDialog key={importing.id} shop={importing} onClose={() => setImporting(null)} onImported={() => void refresh()} />
      )}
      {confirming && <ConfirmDeleteDialog confirmation={confirming} onClose={() => setConfirming(null)} />}
    </div>
  )
}
