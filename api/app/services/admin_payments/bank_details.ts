import type { BankDetails } from '@shoplocal/shared/types'
import env from '#start/env'

/** Demo account shown until the BANK_* settings name the real one. */
const DEMO_ACCOUNT: BankDetails = {
  accountName: 'ShopLocal Ireland Ltd',
  bankName: 'Bank of Ireland',
  iban: 'IE29BOFI90001712345678',
  bic: 'BOFIIE2D',
}

/** The platform's account for bank transfers, from the settings. */
export function bankDetails(): BankDetails {
  return {
    accountName: env.get('BANK_ACCOUNT_NAME') ?? DEMO_ACCOUNT.accountName,
    bankName: env.get('BANK_NAME') ?? DEMO_ACCOUNT.bankName,
    iban: env.get('BANK_IBAN') ?? DEMO_ACCOUNT.iban,
    bic: env.get('BANK_BIC') ?? DEMO_ACCOUNT.bic,
  }
}
