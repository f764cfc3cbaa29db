import { REPORT_EMAIL_SUBJECT } from '@shoplocal/shared/constants'
import { REPORT_DIALOG } from '../../messages/index.ts'

/** Where reports go; the footer's contact address. */
export const REPORT_EMAIL = 'hello@shoplocal.ie'

/** A mailto link with the subject 'Report' and the checklist as a template the visitor fills in. */
export function reportMailto(address: string = REPORT_EMAIL): string {
  const body = REPORT_DIALOG.items.map((item) => `${item}: `).join('\n')
  return `mailto:${address}?subject=${encodeURIComponent(REPORT_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`
}
