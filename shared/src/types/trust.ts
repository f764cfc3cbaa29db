import type {
  AppealOutcome,
  DecisionGround,
  ReportCategory,
  ReportStatus,
  StatementAction,
  StatementTargetType,
} from '../constants/trust.ts'

/** POST /api/reports answers with the report's reference. */
export interface ReportReceipt {
  reference: string
}

/** The item a report or statement is about, as the public sees it. */
export interface TrustTarget {
  type: StatementTargetType
  id: number
  name: string
  /** The website address of the item, when it has a page. */
  url: string | null
}

export interface AdminReport {
  id: number
  reference: string
  status: ReportStatus
  target: TrustTarget
  category: ReportCategory
  explanation: string
  reporterName: string | null
  reporterEmail: string | null
  goodFaith: boolean
  createdAt: string
  decidedAt: string | null
  statementId: number | null
  /** Earlier reports on the same item (newest first, at most a few). */
  earlierReports: { reference: string; category: ReportCategory; status: ReportStatus; createdAt: string }[]
  /** The owner of the item and their earlier statements of reasons. */
  owner: { id: number; name: string; email: string | null; statements: number; lastStatementAt: string | null } | null
}

export interface AdminReportsPage {
  reports: AdminReport[]
  totalCount: number
}

/** A statement of reasons, as the affected person, the reporter and the console read it. */
export interface Statement {
  id: number
  target: TrustTarget
  action: StatementAction
  ground: DecisionGround
  groundDetail: string
  explanation: string
  /** Whether it followed a report (with its category) or was our own initiative. */
  source: 'notice' | 'own_initiative'
  category: ReportCategory | null
  /** Nothing here is decided by a machine; said so explicitly, as the law asks. */
  automated: false
  createdAt: string
  reversedAt: string | null
  /** The last day an appeal is accepted. */
  appealUntil: string
  /** The reader's role: the person restricted, or the reporter (who may appeal only "no action"). */
  viewerRole: 'affected' | 'reporter'
  canAppeal: boolean
  appeal: {
    id: number
    status: 'open' | AppealOutcome
    explanation: string
    decisionExplanation: string | null
    decidedAt: string | null
  } | null
}

export interface StatementsPage {
  statements: Statement[]
}

export interface AdminAppeal {
  id: number
  status: 'open' | AppealOutcome
  explanation: string
  createdAt: string
  /** `id` is null for a person without an account, who appealed through the signed link of their statement. */
  appellant: { id: number | null; name: string; role: 'affected' | 'reporter' }
  statement: Statement & { decidedBy: { id: number; name: string } | null }
}

export interface AdminAppealsPage {
  appeals: AdminAppeal[]
  totalCount: number
}

/** GET /api/admin/transparency?from=&to=: the yearly report's figures for any period, from the same records. */
export interface TransparencyFigures {
  from: string
  to: string
  reportsByCategory: { category: ReportCategory; count: number }[]
  decisionsByAction: { action: StatementAction; count: number }[]
  decisionsByGround: { ground: DecisionGround; count: number }[]
  /** Hours from a report to its decision, the median of those decided in the period; null when none was. */
  medianHoursToDecision: number | null
  /** Restrictions taken without a report. */
  ownInitiativeActions: number
  appeals: { received: number; decided: number; reversed: number }
  /** Suspensions for misuse in the period: reporters barred from reporting, and accounts from posting. */
  misuseSuspensions: number
  /** Distinct visitors (account, guest session or address) of shop pages in each of the last six whole months. */
  monthlyActiveRecipients: { month: string; recipients: number }[]
  averageMonthlyActiveRecipients: number
}
