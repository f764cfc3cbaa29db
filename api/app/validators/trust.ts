import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  APPEAL_OUTCOMES,
  DECISION_GROUNDS,
  REPORT_CATEGORIES,
  REPORT_DECISION_ACTIONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  TRUST_EXPLANATION_MAX_LENGTH,
} from '@shoplocal/shared/constants'
import { TRUST_MESSAGES as T } from '#messages/index'

/*
 * Bodies of reports, decisions and appeals. Whether a name and e-mail may be left out (only for the minors
 * category) and whether the item exists and is public are the service's checks.
 */
const id = () => vine.number().withoutDecimals().min(1).max(2_147_483_647)
const explanation = () => vine.string().trim().minLength(1).maxLength(TRUST_EXPLANATION_MAX_LENGTH)

export const reportValidator = vine.create({
  targetType: vine.enum(REPORT_TARGET_TYPES),
  targetId: id(),
  category: vine.enum(REPORT_CATEGORIES),
  explanation: explanation(),
  reporterName: vine.string().trim().maxLength(120).optional(),
  reporterEmail: vine.string().trim().email().maxLength(255).optional(),
  goodFaith: vine.accepted(),
})
reportValidator.messagesProvider = new SimpleMessagesProvider({
  'explanation.required': T.explanationRequired,
  'explanation.minLength': T.explanationRequired,
  'goodFaith.required': T.goodFaithRequired,
  'goodFaith.accepted': T.goodFaithRequired,
})
export type ReportInput = Infer<typeof reportValidator>

/** GET /api/reports/target: the item the form is about, as the public sees it. */
export const reportTargetValidator = vine.create({ targetType: vine.enum(REPORT_TARGET_TYPES), targetId: id() })

/** Every restriction names its ground and explains itself. */
const decisionFields = {
  ground: vine.enum(DECISION_GROUNDS),
  groundDetail: vine.string().trim().minLength(1).maxLength(255),
  explanation: explanation(),
}
const decisionMessages = new SimpleMessagesProvider({
  'groundDetail.required': T.groundDetailRequired,
  'groundDetail.minLength': T.groundDetailRequired,
  'explanation.required': T.decisionExplanationRequired,
  'explanation.minLength': T.decisionExplanationRequired,
})

export const reportDecisionValidator = vine.create({
  action: vine.enum(REPORT_DECISION_ACTIONS),
  ...decisionFields,
  /** A "no action" on a notice that was manifestly unfounded counts towards the reporter's misuse. */
  manifestlyUnfounded: vine.boolean().optional(),
  /** An item hidden because it is manifestly illegal counts towards its author's misuse. */
  manifestlyIllegal: vine.boolean().optional(),
})
reportDecisionValidator.messagesProvider = decisionMessages
export type ReportDecisionInput = Infer<typeof reportDecisionValidator>

/** A restriction on the admin's own initiative: the item named as a report would name it. */
export const ownInitiativeValidator = vine.create({
  targetType: vine.enum(REPORT_TARGET_TYPES),
  targetId: id(),
  action: vine.enum(REPORT_DECISION_ACTIONS.filter((action) => action !== 'no_action')),
  ...decisionFields,
  manifestlyIllegal: vine.boolean().optional(),
})
ownInitiativeValidator.messagesProvider = decisionMessages
export type OwnInitiativeInput = Infer<typeof ownInitiativeValidator>

/** Rejecting a review held in a burst hides it, with the statement of reasons any hidden review gets. */
export const heldReviewRejectionValidator = vine.create({ ...decisionFields })
heldReviewRejectionValidator.messagesProvider = decisionMessages
export type HeldReviewRejectionInput = Infer<typeof heldReviewRejectionValidator>

export const reportListValidator = vine.create({
  status: vine.enum(REPORT_STATUSES).optional(),
})

export const appealValidator = vine.create({ explanation: explanation() })
appealValidator.messagesProvider = new SimpleMessagesProvider({
  'explanation.required': T.explanationRequired,
  'explanation.minLength': T.explanationRequired,
})
export type AppealInput = Infer<typeof appealValidator>

/** A statement's signed link (a person without an account): reading it, and appealing through it. */
const linkToken = () => vine.string().trim().minLength(1).maxLength(600)
export const statementLinkValidator = vine.create({ token: linkToken() })
export const linkAppealValidator = vine.create({ token: linkToken(), explanation: explanation() })
linkAppealValidator.messagesProvider = appealValidator.messagesProvider

export const appealDecisionValidator = vine.create({
  outcome: vine.enum(APPEAL_OUTCOMES),
  explanation: explanation(),
})
appealDecisionValidator.messagesProvider = decisionMessages
export type AppealDecisionInput = Infer<typeof appealDecisionValidator>

export const appealListValidator = vine.create({
  status: vine.enum(['open', 'decided']).optional(),
})

const day = () => vine.string().regex(/^\d{4}-\d{2}-\d{2}$/)
export const statementExportValidator = vine.create({ from: day().optional(), to: day().optional() })
export type StatementExportQuery = Infer<typeof statementExportValidator>
