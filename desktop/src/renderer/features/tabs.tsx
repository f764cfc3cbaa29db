import { ENHANCED_ADMIN_TABS } from '@shoplocal/shared/constants'
import { ENHANCED_TAB_LABELS } from '@shoplocal/shared/messages'
import type { ReactNode } from 'react'
import { AnalyticsTab } from './analytics/AnalyticsTab'
import { LogsTab } from './logs/LogsTab'
import { OverviewTab } from './overview/OverviewTab'
import { ShopOwnersTab } from './shop-owners/ShopOwnersTab'
import { ShopsTab } from './shops/ShopsTab'
import { UsersTab } from './users/UsersTab'

export type TabId = (typeof ENHANCED_ADMIN_TABS)[number]

/**
 * The tabs this console has, in the spec's order. Payments and spotlight join in the next issue by
 * adding their screens here; the shell and routes pick them up from this table.
 */
const SCREENS: Partial<Record<TabId, () => ReactNode>> = {
  overview: () => <OverviewTab />,
  shops: () => <ShopsTab />,
  users: () => <UsersTab />,
  'shop-owners': () => <ShopOwnersTab />,
  analytics: () => <AnalyticsTab />,
  logs: () => <LogsTab />,
}

export interface ConsoleTab {
  id: TabId
  label: string
  render: () => ReactNode
}

export const CONSOLE_TABS: ConsoleTab[] = ENHANCED_ADMIN_TABS.flatMap((id) => {
  const render = SCREENS[id]
  return render ? [{ id, label: ENHANCED_TAB_LABELS[id], render }] : []
})
