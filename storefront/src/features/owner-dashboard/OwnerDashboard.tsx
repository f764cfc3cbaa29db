import { useState } from 'react'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import type { BillingOverview, Category, OwnerMessagesResponse, OwnerShop, Plan, Product } from '@shoplocal/shared/types'
import { Tabs, type TabItem } from '../../components/ui/Tabs.tsx'
import { BillingPanel, PricingPlans } from '../billing/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { OWNER_REVIEWS_COPY } from './reviews-copy.ts'
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx'
import { CsvImportDialog } from './CsvImportDialog.tsx'
import { LazyTabPanel, type LazyTabKey } from './LazyTabPanel.tsx'
import { MessagesPanel } from './MessagesPanel.tsx'
import { OwnerReservationsTab, RESERVATION_COPY, useOwnerReservations } from '../reservations/index.ts'
import { OverviewTab } from './OverviewTab.tsx'
import { OwnerHead } from './OwnerHead.tsx'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { ProductsTab } from './ProductsTab.tsx'
import { ShopFormDialog } from './ShopFormDialog.tsx'
import { ShopsTab } from './ShopsTab.tsx'
import { dashboardStats } from './stats.ts'
import { useNewShopFocus } from './use-new-shop-focus.ts'
import { useOwnerDeletions } from './use-owner-deletions.ts'
import { useOwnerFigures } from './use-owner-figures.ts'
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

type TabKey = 'overview' | 'shops' | 'products' | 'reservations' | LazyTabKey

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
  const { shops, billing, refresh, shopSaved, shopDeleted } = useOwnerFigures(userId, initialShops, initialBilling)
  const [tab, setTab] = useState<TabKey>('shops')
  const [addingShop, setAddingShop] = useState(false)
  const [editingShop, setEditingShop] = useState<OwnerShop | null>(null)
  const [productDialog, setProductDialog] = useState<ProductDialog | null>(null)
  const [importing, setImporting] = useState<OwnerShop | null>(null)
  const newShop = useNewShopFocus(addingShop)
  const deletions = useOwnerDeletions({ refresh, shopDeleted })
  const stats = dashboardStats(shops)
  const reservations = useOwnerReservations(userId)

  return (
    <div className="owner-dashboard">
      <OwnerHead name={name} billing={billing} stats={stats} onAddShop={() => setAddingShop(true)} />

      <div className="owner-layout">
        <div className="owner-layout__main">
          <Tabs<TabKey> label={COPY.tabsLabel} tabs={tabsWith(reservations.data?.requestedCount ?? 0)} selected={tab} onSelect={setTab}>
            {tab === 'overview' && <OverviewTab />}
            {tab === 'shops' && (
              <ShopsTab
                shops={shops}
                onAddShop={() => setAddingShop(true)}
                onAddProduct={(chosen) => setProductDialog({ shop: chosen })}
                onEdit={setEditingShop}
                onDelete={deletions.removeShop}
                onSaved={shopSaved}
                onTraderSaved={() => void refresh()}
                headingRef={newShop.headingRef}
              />
            )}
            {tab === 'products' && (
              <ProductsTab
                shops={shops}
                stats={stats}
                onAddProduct={(shop) => setProductDialog({ shop })}
                onEditProduct={(shop, product) => setProductDialog({ shop, product })}
                onDeleteProduct={deletions.removeProduct}
                onRemoveAll={deletions.removeAll}
                onImport={setImporting}
              />
            )}
            {tab === 'reservations' && <OwnerReservationsTab reservations={reservations} />}
            {(tab === 'spotlight' || tab === 'insights' || tab === 'reviews') && <LazyTabPanel tab={tab} shops={shops} />}
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
          newShop.focusWhenClosed(shop.id)
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
      {deletions.confirming && <ConfirmDeleteDialog confirmation={deletions.confirming} onClose={deletions.close} />}
    </div>
  )
}
