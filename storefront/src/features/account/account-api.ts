import type { AuthUserDetail, OpenInvoice } from '@shoplocal/shared/types'
import { apiPost, browserApi } from '../../lib/api/browser.ts'
import { ApiError, unwrap } from '../../lib/api/result.ts'
import { uploadFile } from '../../lib/api/upload.ts'
import { IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'

/* The account page's writes; each throws the ApiError its form's submit shows. */

export interface UserAnswer {
  message: string
  user: AuthUserDetail
}

interface Done {
  message: string
}

export const saveDetails = async (payload: { firstName: string; lastName: string; city: string }) =>
  unwrap(await browserApi.send<UserAnswer>('PATCH', '/api/account', { body: payload })).body

export const requestEmailChange = (payload: { email: string }) => apiPost<Done>('/api/account/email', payload)
export const confirmEmailChange = (payload: { code: string }) => apiPost<UserAnswer>('/api/account/email/confirm', payload)
export const changePassword = (payload: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  apiPost<Done>('/api/account/password', payload)
export const endSession = async (id: number) => unwrap(await browserApi.send<Done>('DELETE', `/api/account/sessions/${id}`)).body
export const deleteAccount = (payload: { password?: string; code?: string; confirmation: string }) =>
  apiPost<Done>('/api/account/delete', payload)
export const requestDeletionCode = (payload: { via: 'email' | 'phone' }) => apiPost<Done>('/api/account/delete/code', payload)
export const requestPhoneChange = (payload: { phone: string }) => apiPost<Done>('/api/account/phone', payload)
export const confirmPhoneChange = (payload: { code: string }) => apiPost<UserAnswer>('/api/account/phone/confirm', payload)
export const uploadPicture = (file: File) =>
  uploadFile<UserAnswer>('POST', '/api/account/picture', IMAGE_UPLOAD_FIELD, file, () => undefined)
export const removePicture = async () => unwrap(await browserApi.send<UserAnswer>('DELETE', '/api/account/picture')).body

/** A refusal to delete for open invoices lists them beside the message. */
export function refusedForInvoices(error: unknown): OpenInvoice[] {
  const body = error instanceof ApiError && typeof error.body === 'object' ? (error.body as { invoices?: unknown } | null) : null
  return Array.isArray(body?.invoices) ? (body.invoices as OpenInvoice[]) : []
}
