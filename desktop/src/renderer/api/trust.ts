import { useQuery } from '@tanstack/react-query'
import { withQuery } from '@shoplocal/shared/rules'
import type {
  AdminAppeal,
  AdminAppealsPage,
  AdminOwnerTermsVersion,
  AdminReportsPage,
  HeldReviewsPage,
  PublishOwnerTerms,
  TransparencyFigures,
} from '@shoplocal/shared/types'
import type { AppealOutcome, DecisionGround, ReportDecisionAction, ReportTargetType } from '@shoplocal/shared/constants'
import type { ShopLocalBridge } from '../../shared/bridge'
import { useBridge } from '../bridge/context'
import { ADMIN_QUERY_KEY } from './admin'
import { requestJson } from './client'

/* The reports desk's, appeals queue's and transparency figures' calls (contract in api/start/routes/trust.ts). */

/** Under the admin key, so Refresh All and every decision refetch them. */
export const TRUST_QUERY_KEY = [...ADMIN_QUERY_KEY, 'trust'] as const

const fetchOpenReports = (bridge: ShopLocalBridge) =>
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

/** Reviews held in a burst of new reviewers, oldest held first. */
const fetchHeldReviews = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: '/api/admin/reviews/held' }) as Promise<HeldReviewsPage>

export const approveHeldReview = (bridge: ShopLocalBridge, id: number) =>
  requestJson(bridge, { method: 'POST', path: `/api/admin/reviews/${id}/approve` }) as Promise<{ message: string }>

/** Rejecting hides the review with the statement of reasons any hidden review gets. */
export const rejectHeldReview = (
  bridge: ShopLocalBridge,
  id: number,
  explanation: string,
  ground: { ground: DecisionGround; groundDetail: string } | undefined,
) =>
  requestJson(bridge, {
    method: 'POST',
    path: `/api/admin/reviews/${id}/reject`,
    body: { explanation, ground: ground?.ground, groundDetail: ground?.groundDetail },
  }) as Promise<{ message: string }>

const fetchOpenAppeals = (bridge: ShopLocalBridge) =>
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

export function useHeldReviews() {
  const bridge = useBridge()
  return useQuery({ queryKey: [...TRUST_QUERY_KEY, 'reviews', 'held'], queryFn: () => fetchHeldReviews(bridge) })
}

export function useOpenAppeals() {
  const bridge = useBridge()
  return useQuery({ queryKey: [...TRUST_QUERY_KEY, 'appeals', 'open'], queryFn: () => fetchOpenAppeals(bridge) })
}

export const fetchOwnerTermsVersions = (bridge: ShopLocalBridge) =>
  requestJson(bridge, { method: 'GET', path: '/api/admin/terms' }) as Promise<{ versions: AdminOwnerTermsVersion[] }>

export const publishOwnerTerms = (bridge: ShopLocalBridge, body: PublishOwnerTerms) =>
  requestJson(bridge, { method: 'POST', path: '/api/admin/terms', body }) as Promise<{ message: string }>
