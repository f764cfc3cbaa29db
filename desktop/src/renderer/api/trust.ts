import { useQuery } from '@tanstack/react-query'
import { withQuery } from '@shoplocal/shared/rules'
import type { AdminAppeal, AdminAppealsPage, AdminReportsPage, TransparencyFigures } from '@shoplocal/shared/types'
import type { AppealOutcome, DecisionGround, ReportDecisionAction, ReportTargetType } from '@shoplocal/shared/constants'
import type { ShopLocalBridge } from '../../shared/bridge'
import { useBridge } from '../bridge/context'
import { ADMIN_QUERY_KEY } from './admin'
import { requestJson } from './client'

/* The reports desk's, appeals queue's and transparency figures' calls (contract in api/start/routes/trust.ts). */

/** Under the admin key, so Refresh All and every decision refetch them. */
export const TRUST_QUERY_KEY = [...ADMIN_QUERY_KEY, 'trust'] as const

export const fetchOpenReports = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: '/api/admin/reports?status=open' }) as Promise<AdminReportsPage>

export interface ReportDecisionBody {
  action: ReportDecisionAction
  ground: DecisionGround
  groundDetail: string
  explanation: string
  manifestlyUnfounded?: boolean
  /** A hidden item that is manifestly illegal counts towards its author's misuse. */
  manifestlyIllegal?: boolean
}

export const decideReport = (bridge: ShopLocalBridge, id: number, body: ReportDecisionBody) =>
  requestJson(bridge, { method: 'POST', path: `/api/admin/reports/${id}/decision`, body }) as Promise<{ message: string }>

/** A restriction on the admin's own initiative (a review hidden from a customer's story), with its statement of reasons. */
export const restrictOnOwnInitiative = (
  bridge: ShopLocalBridge,
  target: { targetType: ReportTargetType; targetId: number },
  action: Exclude<ReportDecisionAction, 'no_action'>,
  explanation: string,
  ground: { ground: DecisionGround; groundDetail: string } | undefined,
) =>
  requestJson(bridge, {
    method: 'POST',
    path: '/api/admin/decisions',
    body: { ...target, action, explanation, ground: ground?.ground, groundDetail: ground?.groundDetail },
  }) as Promise<{ message: string }>

export const fetchOpenAppeals = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: '/api/admin/appeals?status=open' }) as Promise<AdminAppealsPage>

export const decideAppeal = (bridge: ShopLocalBridge, id: number, body: { outcome: AppealOutcome; explanation: string }) =>
  requestJson(bridge, { method: 'POST', path: `/api/admin/appeals/${id}/decision`, body }) as Promise<{
    message: string
    appeal: AdminAppeal
  }>

export const fetchTransparency = (bridge: ShopLocalBridge, from: string, to: string) =>
  requestJson(bridge, { method: 'GET', path: withQuery('/api/admin/transparency', { from, to }) }) as Promise<TransparencyFigures>

/** The open reports, for the desk and the count in the rail. */
export function useOpenReports() {
  const bridge = useBridge()
  return useQuery({ queryKey: [...TRUST_QUERY_KEY, 'reports', 'open'], queryFn: () => fetchOpenReports(bridge) })
}

export function useOpenAppeals() {
  const bridge = useBridge()
  return useQuery({ queryKey: [...TRUST_QUERY_KEY, 'appeals', 'open'], queryFn: () => fetchOpenAppeals(bridge) })
}
