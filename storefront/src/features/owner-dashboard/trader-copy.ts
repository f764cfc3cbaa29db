import { formatDate } from '@shoplocal/shared/rules'
import { TRADER_REGISTER_LABELS } from '@shoplocal/shared/messages'

/** The trader details dialog and the shop card's notice about them; the API's field messages come from shared. */
export const TRADER_COPY = {
  button: 'Trader details',
  title: (shop: string) => `Trader details · ${shop}`,
  intro:
    'EU law asks every seller to say who they are. Customers see your legal name, address, phone, e-mail, register number and self-certification on your shop page; your IBAN, VAT number and identity document stay private to our team.',
  fromOtherShop: 'Filled in from your other shop: check them and save.',
  loading: 'Loading your trader details…',
  loadFailed: 'We could not load your trader details. Please try again.',
  legalName: 'Legal name (required)',
  legalNameHint: 'Your own name as a sole trader, or the company’s registered name.',
  address: 'Address where you trade (required)',
  phone: 'Phone (required)',
  email: 'E-mail (required)',
  register: 'Trade register',
  notRegistered: 'Not on a register',
  registers: TRADER_REGISTER_LABELS,
  registerNumber: 'Register number (required)',
  vatNumber: 'VAT number (only if registered for VAT)',
  iban: 'Payment account (IBAN) (required)',
  ibanHint: 'We check it by its check digits.',
  document: 'Identity document (required)',
  documentHint: 'Your passport or driving licence: a photo or a PDF, up to 5 MB. Only our team sees it.',
  documentOnFile: (date: string) => `On file since ${formatDate(date)}. Choose a file only to replace it.`,
  certification: 'Self-certification (required)',
  save: 'Save trader details',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: { title: 'Trader details saved', description: 'Our team checks them before your shop is approved.' },
  saveFailed: (server: string | null) => server ?? 'Failed to save your trader details. Please try again.',
  neededForApproval: 'Give your trader details: a shop is approved only once they are given and checked.',
  neededByDeadline: (deadline: string) =>
    `Give your trader details by ${formatDate(deadline)}, or this shop will be hidden from customers until you do.`,
  hidden: 'Hidden from customers until your trader details are complete.',
} as const
