import { ApiError } from './result.ts'

/**
 * Sends one file as multipart field `field` and reports progress (0–1): fetch cannot say how much of a
 * body has been sent, so uploads use XMLHttpRequest. Resolves with the JSON answer or rejects with the
 * same ApiError the other calls throw.
 */
export function uploadFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, path)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        resolve(JSON.parse(request.responseText) as T)
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText))
      }
    }
    request.onerror = () => reject(new ApiError(0, '', 'Network error'))
    const form = new FormData()
    form.append(field, file)
    request.send(form)
  })
}
