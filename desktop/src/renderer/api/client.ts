import { reportReachable } from './connection'
import type { ApiRequest, ShopLocalBridge } from '../../shared/bridge'

/** The API answered, but not with success. The message is "{status}: {text}", which serverMessage reads back for toasts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`${status}: ${text}`)
    this.name = 'ApiError'
  }
}

/** No answer at all: server down, wrong address, timeout. */
export class ApiUnreachableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ApiUnreachableError'
  }
}

/** Sends a request through the bridge and returns the parsed JSON body (null when empty). */
export async function requestJson(bridge: ShopLocalBridge, request: ApiRequest): Promise<unknown> {
  const result = await bridge.api.request(request)
  reportReachable(result.type !== 'network-error')
  if (result.type === 'network-error') throw new ApiUnreachableError(result.message)
  if (result.status < 200 || result.status > 299) {
    throw new ApiError(result.status, result.body || result.statusText)
  }
  if (result.body === '') return null
  try {
    return JSON.parse(result.body)
  } catch {
    throw new ApiError(result.status, 'The API sent a response that is not JSON')
  }
}
