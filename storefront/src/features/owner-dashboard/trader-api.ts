import type { OwnerTraderResponse, TraderSaved } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import { unwrap } from '../../lib/api/result.ts'
import { uploadFile } from '../../lib/api/upload.ts'
import type { TraderPayload } from './trader-form.ts'

/* The trader details' calls (PUT /api/shops/{id}/trader, …/identity). Writes throw the ApiError the dialog shows. */

export const fetchTrader = (shopId: number) => browserApi.get<OwnerTraderResponse>(`/api/shops/${shopId}/trader`)

export const saveTrader = async (shopId: number, payload: TraderPayload): Promise<TraderSaved> =>
  unwrap(await browserApi.send<TraderSaved>('PUT', `/api/shops/${shopId}/trader`, { body: payload })).body

/** The multipart field the API reads the document from. */
const DOCUMENT_FIELD = 'document'

export const uploadIdentity = (shopId: number, file: File): Promise<TraderSaved> =>
  uploadFile<TraderSaved>('PUT', `/api/shops/${shopId}/trader/identity`, DOCUMENT_FIELD, file, () => undefined)
