// autocannon ships no types and @types/autocannon is not a dependency: the part the bench scripts use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface AutocannonRequest {
    path: string
    method?: string
    headers?: Record<string, string>
    body?: string
  }

  /** Method syntax on purpose: each script keeps its own shape of the per-connection context. */
  interface RequestStep {
    setupRequest?(request: AutocannonRequest, context: object): AutocannonRequest
    onResponse?(status: number, body: unknown, context: object): void
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: RequestStep[]
  }

  interface Result {
    requests: { total: number; average: number }
    non2xx: number
    errors: number
    timeouts: number
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {}

  function autocannon(options: Options, done?: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}
