import { TRADER_CHECK_LABELS } from '@shoplocal/shared/messages'
import type { TraderCheckItem } from '@shoplocal/shared/constants'

/** Words of the trader checks only the API shows (the console shows the refusal as the API words it). */
export const TRADER_SERVER_MESSAGES = {
  checksSaved: 'The trader checklist has been saved.',
  noTraderDetails: 'This shop cannot be approved yet: its owner has not given the trader details.',
  notApplicable: 'This item does not apply to this trader.',
  identityNotFound: 'No identity document has been uploaded for this shop.',
  noDetailsToCheck: 'The owner has not given the trader details yet, so there is nothing to check.',
} as const

const listed = (labels: string[]) => (labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`)

/** The approval refusal, naming what is still unchecked. */
export const traderChecksIncomplete = (missing: TraderCheckItem[]) =>
  `This shop cannot be approved until its trader checklist is complete. Not checked yet: ${listed(missing.map((item) => TRADER_CHECK_LABELS[item]))}.`

/** The statement of reasons for a shop hidden after the deadline. */
export const TRADER_HIDING = {
  groundDetail: 'Regulation (EU) 2022/2065 (Digital Services Act), Art. 30',
  explanation: (deadline: string) =>
    `The trader details EU law requires of every seller (legal name, address, phone, e-mail, payment account, identity document and self-certification) were not complete by ${deadline}. The shop is shown again as soon as they are.`,
} as const
