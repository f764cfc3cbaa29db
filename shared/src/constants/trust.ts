/*
 * Trust and safety: what can be reported, for what, and what an admin may decide. The categories are the
 * EU DSA transparency database's; the website's form, the console and the API's checks read these lists.
 */

/** The public items a report can name. A chat message only by the other party of its conversation. */
export const REPORT_TARGET_TYPES = ['shop', 'product', 'spotlight', 'review', 'chat_message'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** What a statement of reasons can be about: a reportable item, or a whole account. */
export type StatementTargetType = ReportTargetType | 'account'

/** The report categories, in the order the form offers them. */
export const REPORT_CATEGORIES = [
  'illegal_or_harmful_speech',
  'scams_and_fraud',
  'intellectual_property',
  'consumer_information',
  'unsafe_or_illegal_products',
  'protection_of_minors',
  'data_protection_and_privacy',
  'violence',
  'animal_welfare',
  'other_terms_breach',
] as const
export type ReportCategory = (typeof REPORT_CATEGORIES)[number]

/** The one category a reporter may send without a name and e-mail address. */
export const ANONYMOUS_REPORT_CATEGORY: ReportCategory = 'protection_of_minors'

/** What an admin may decide about a report (and, but for no_action, on their own initiative). */
export const REPORT_DECISION_ACTIONS = ['no_action', 'hide_item', 'restrict_shop', 'suspend_account'] as const
export type ReportDecisionAction = (typeof REPORT_DECISION_ACTIONS)[number]

/**
 * Every kind of decision a statement of reasons records: a report's decisions and the console's existing
 * restrictions.
 */
export type StatementAction =
  | ReportDecisionAction
  | 'reject_shop'
  | 'remove_shop'
  | 'ban_account'
  | 'withdraw_spotlight'
  | 'hide_shop'
  | 'delete_account'
  // The misuse rule: an account that repeatedly posted manifestly illegal content may not post for a while.
  | 'suspend_posting'

/** A restriction rests on a clause of our terms or on a law. */
export const DECISION_GROUNDS = ['terms', 'law'] as const
export type DecisionGround = (typeof DECISION_GROUNDS)[number]

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number]

export const REPORT_STATUSES = ['open', 'decided'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** The longest explanation of a report, a decision or an appeal, in characters. */
export const TRUST_EXPLANATION_MAX_LENGTH = 5000

/** An appeal is possible this many months after the decision. */
export const APPEAL_WINDOW_MONTHS = 6

/** A new version of the shop owners' terms takes effect at least this many days after it is published. */
export const OWNER_TERMS_NOTICE_DAYS = 15
/** A terms version's name: "1.1", "2.0-draft" … */
export const OWNER_TERMS_VERSION_PATTERN = /^[0-9A-Za-z.-]{1,20}$/
/** The longest summary of what a new terms version changes, in characters. */
export const OWNER_TERMS_CHANGES_MAX_LENGTH = 5000

/** Ending a shop for anything but a serious breach: it stays listed this many days after the decision. */
export const SHOP_ENDING_NOTICE_DAYS = 30
