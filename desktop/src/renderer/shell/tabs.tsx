import { CONSOLE_TAB_IDS } from '@shoplocal/shared/constants'
import { CONSOLE_TAB_LABELS } from '../messages/index'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { QueueTabLabel } from '../features/queue/QueueTabLabel'
import { ReportsTabLabel } from '../features/reports/ReportsTabLabel'

export type TabId = (typeof CONSOLE_TAB_IDS)[number]

/**
 * The tabs this console has, in CONSOLE_TAB_IDS order, each loaded on first visit so the sign-in screen
 * and the overview do not wait for AG Grid. A new tab adds its screen here; the shell and routes pick it up
 * from this table.
 */
const loadOverview = () => import('../features/overview/OverviewTab').then((module) => ({ default: module.OverviewTab }))

const SCREENS: Partial<Record<TabId, LazyExoticComponent<ComponentType>>> = {
  overview: lazy(loadOverview),
  shops: lazy(() => import('../features/shops/ShopsTab').then((module) => ({ default: module.ShopsTab }))),
  users: lazy(() => import('../features/users/UsersTab').then((module) => ({ default: module.UsersTab }))),
  'shop-owners': lazy(() => import('../features/shop-owners/ShopOwnersTab').then((module) => ({ default: module.ShopOwnersTab }))),
  analytics: lazy(() => import('../features/analytics/AnalyticsTab').then((module) => ({ default: module.AnalyticsTab }))),
  logs: lazy(() => import('../features/logs/LogsTab').then((module) => ({ default: module.LogsTab }))),
  customers: lazy(() => import('../features/customers/CustomersTab').then((module) => ({ default: module.CustomersTab }))),
  visits: lazy(() => import('../features/visits/VisitsTab').then((module) => ({ default: module.VisitsTab }))),
  pending: lazy(() => import('../features/pending/PendingTab').then((module) => ({ default: module.PendingTab }))),
  queue: lazy(() => import('../features/queue/QueueTab').then((module) => ({ default: module.QueueTab }))),
  reports: lazy(() => import('../features/reports/ReportsTab').then((module) => ({ default: module.ReportsTab }))),
  appeals: lazy(() => import('../features/appeals/AppealsTab').then((module) => ({ default: module.AppealsTab }))),
  terms: lazy(() => import('../features/terms/TermsTab').then((module) => ({ default: module.TermsTab }))),
  transparency: lazy(() => import('../features/transparency/TransparencyTab').then((module) => ({ default: module.TransparencyTab }))),
  spotlight: lazy(() => import('../features/spotlight/SpotlightTab').then((module) => ({ default: module.SpotlightTab }))),
  payments: lazy(() => import('../features/payments/PaymentsTab').then((module) => ({ default: module.PaymentsTab }))),
  verification: lazy(() => import('../features/verification/VerificationTab').then((module) => ({ default: module.VerificationTab }))),
}

/** Tabs whose title says something live (the queue's counts per kind); the rest show their label. */
const LABELS: Partial<Record<TabId, ComponentType>> = {
  queue: QueueTabLabel,
  reports: ReportsTabLabel,
}

interface ConsoleTab {
  id: TabId
  label: string
  Screen: LazyExoticComponent<ComponentType>
  Label?: ComponentType
}

export const CONSOLE_TABS: ConsoleTab[] = CONSOLE_TAB_IDS.flatMap((id) => {
  const Screen = SCREENS[id]
  return Screen ? [{ id, label: CONSOLE_TAB_LABELS[id], Screen, Label: LABELS[id] }] : []
})

/** Fetches the first screen's code while the admin is still typing the password. */
export function preloadFirstTab(): void {
  void loadOverview()
}
