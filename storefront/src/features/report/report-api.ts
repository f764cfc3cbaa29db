import type { ReportReceipt, Statement } from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'
import type { ReportPayload } from './report-target.ts'

/* The report form's and the appeal form's calls; writes throw the ApiError the submit hook shows. */

export const sendReport = (payload: ReportPayload) => apiPost<ReportReceipt>('/api/reports', payload)

export const sendAppeal = (statementId: number, explanation: string) =>
  apiPost<Statement>(`/api/account/statements/${statementId}/appeal`, { explanation })

/** The appeal of a person without an account, through the token of their statement's mailed link. */
export const sendAppealByLink = (token: string, explanation: string) =>
  apiPost<Statement>('/api/statements/by-link/appeal', { token, explanation })
