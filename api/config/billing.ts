import type { BankDetails } from '@shoplocal/shared/types'
import env from '#start/env'

/*
 * The account owners send bank transfers to. Demo values (a made-up account) unless the settings name
 * the real one, so a fresh clone shows a complete pay page.
 */
export const bankDetails: BankDetails = {
  accountName: env.get('BANK_ACCOUNT_NAME') ?? 'ShopLocal Ireland Ltd',
  bankName: env.get('BANK_NAME') ?? 'AIB',
  iban: env.get('BANK_IBAN') ?? 'IE29AIBK93115212345678',
  bic: env.get('BANK_BIC') ?? 'AIBKIE2D',
}
