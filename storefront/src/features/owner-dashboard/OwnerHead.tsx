import { ROUTES } from '@shoplocal/shared/constants'
import type { BillingOverview } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_LABELS, approvedCountLabel } from '../../messages/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { listingBadge, listingOffer } from './listing-offer.ts'
import type { DashboardStats } from './stats.ts'

interface Props {
  name: string
  billing: BillingOverview | null
  stats: DashboardStats
  onAddShop(): void
}

/** The dashboard's greeting with its actions (the listing offer, Add New Shop, Subscription) and the summary cards. */
export function OwnerHead({ name, billing, stats, onAddShop }: Props) {
  return (
    <>
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
          <button type="button" className="button button--accent" onClick={onAddShop}>
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
    </>
  )
}
