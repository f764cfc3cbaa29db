import { OWNER_TERMS_CHANGES_MAX_LENGTH } from '@shoplocal/shared/constants'

/** Words of the trust-and-safety API: its errors and the answers of its decisions. */
export const TRUST_MESSAGES = {
  targetNotFound: 'We could not find that item, or it is not public. Please check the link you are reporting.',
  chatMessageNotYours: 'Only the other person in a conversation can report its messages.',
  explanationRequired: 'Please explain why you think this item is illegal or against our terms.',
  reporterNameRequired: 'Please give your name (it may be left out only for reports about the protection of minors).',
  reporterEmailRequired: 'Please give your e-mail address, so we can tell you what we decided.',
  goodFaithRequired: 'Please confirm that what your report says is accurate and complete to the best of your knowledge.',
  tooManyReports: 'Too many reports from here just now. Please try again later.',
  reportingSuspended: (until: string) =>
    `We do not handle reports from this address until ${until}, because earlier reports were repeatedly manifestly unfounded.`,
  postingSuspended: (until: string) =>
    `You may not post reviews, messages or products until ${until}, because content you posted was repeatedly found manifestly illegal. The statement of reasons in your account says why and how to appeal.`,
  /** The statement of a suspension from posting: the facts it rests on, and until when. */
  postingSuspensionExplanation: (count: number, days: number, until: string) =>
    `${count} items you posted were hidden as manifestly illegal within ${days} days. Under the misuse rule of our terms you may not post reviews, messages or products until ${until}.`,
  postingSuspensionGround: 'Terms 5: misuse (manifestly illegal content)',
  reportNotFound: 'Report not found',
  reportAlreadyDecided: 'This report was already decided.',
  actionNotPossible: 'This decision does not apply to this item.',
  groundDetailRequired: 'Please name the clause of the terms or the law the decision rests on.',
  decisionExplanationRequired: 'Please explain the decision: it is sent to the people concerned.',
  statementNotFound: 'Statement not found',
  appealNotAllowed: 'Only the person restricted, or the reporter of a report that led to no action, can appeal.',
  appealTooLate: 'An appeal can be made within six months of the decision; this one is older.',
  appealExists: 'You have already appealed this decision.',
  appealNotFound: 'Appeal not found',
  appealAlreadyDecided: 'This appeal was already decided.',
  sameAdmin: 'An appeal must be decided by a different admin from the one who made the first decision.',
  reportReceived: 'Thank you. Your report was received.',
  reportDecided: 'Decision recorded. The people concerned have been told.',
  appealReceived: 'Your appeal was received. A different member of our team will decide it.',
  appealDecided: 'Appeal decided. The appellant has been told.',
  exportRangeInvalid: 'Please give a from date on or before the to date (YYYY-MM-DD).',
  reviewNotHeld: 'This review is not waiting for a decision.',
  heldReviewApproved: 'Review approved. It now counts in the rating.',
  heldReviewRejected: 'Review rejected. It stays hidden, with its statement of reasons.',
} as const

/** The ground of a restriction made in a console dialog that names none. */
export const DEFAULT_GROUND_DETAIL = 'ShopLocal Ireland terms of use'

/** How a statement names what was done, in its notification and mail. */
export const STATEMENT_ACTION_WORDS = {
  no_action: 'no action was taken',
  hide_item: 'it is hidden from the public',
  restrict_shop: 'the shop is kept out of search and lists',
  suspend_account: 'the account is suspended',
  reject_shop: 'the shop was not approved',
  remove_shop: 'the shop was removed',
  ban_account: 'the account is banned',
  withdraw_spotlight: 'the spotlight was withdrawn',
  hide_shop: 'the shop is hidden from the public until its trader details are complete',
  delete_account: 'the account was deleted',
  suspend_posting: 'the account may not post reviews, messages or listings for a while',
} as const

export const APPEAL_OUTCOME_WORDS = {
  upheld: 'not successful: the decision stands',
  reversed: 'successful: the decision was reversed and what was restricted is back',
} as const

/** Words of the shop owners' terms versions. */
export const OWNER_TERMS_MESSAGES = {
  versionInvalid: 'Please name the version with up to 20 letters, digits, dots or dashes (for example 1.1).',
  versionTaken: 'This version already exists. Please give the new terms a new version.',
  changesRequired: 'Please say what the new terms change: owners are told this.',
  changesTooLong: `Please say what changes in at most ${OWNER_TERMS_CHANGES_MAX_LENGTH} characters.`,
  effectiveOnInvalid: 'Please give the day the new terms take effect (YYYY-MM-DD).',
  noticeTooShort: (days: number, earliest: string) =>
    `New terms can take effect no sooner than ${days} days after they are published: ${earliest} at the earliest.`,
  published: 'New terms published. Every shop owner has been told.',
} as const
