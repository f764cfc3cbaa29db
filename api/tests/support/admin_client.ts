/** A small JSON client for the admin API tests. */
// Tests read arbitrary response bodies field by field; `any` as the default keeps each assertion short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number
  body: T
  text: string
}

export function adminClient(baseUrl: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async function call<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Reply<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null, text }
  }
}
