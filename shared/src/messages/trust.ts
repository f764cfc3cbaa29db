import type { ReportCategory, StatementAction } from '../constants/trust.ts'

/** The EU transparency database's categories, as the form and the console name them. */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  illegal_or_harmful_speech: 'Illegal or harmful speech',
  scams_and_fraud: 'Scams and fraud',
  intellectual_property: 'Intellectual property infringement',
  consumer_information: 'Consumer information infringement',
  unsafe_or_illegal_products: 'Unsafe or illegal products',
  protection_of_minors: 'Protection of minors',
  data_protection_and_privacy: 'Data protection and privacy',
  violence: 'Violence',
  animal_welfare: 'Animal welfare',
  other_terms_breach: 'Other breach of our terms',
}

/** What a statement says was done. */
export const STATEMENT_ACTION_LABELS: Record<StatementAction, string> = {
  no_action: 'No action taken',
  hide_item: 'Hidden from the public',
  restrict_shop: 'Shop kept out of search and lists',
  suspend_account: 'Account suspended',
  reject_shop: 'Shop not approved',
  remove_shop: 'Shop removed',
  ban_account: 'Account banned',
  withdraw_spotlight: 'Spotlight withdrawn',
  hide_shop: 'Shop hidden until its trader details are complete',
  delete_account: 'Account deleted',
  suspend_posting: 'Suspended from posting',
}
