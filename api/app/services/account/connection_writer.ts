import type { Writable } from 'node:stream'

/**
 * Writes to a response that tell when the connection has taken them: a write's callback runs once its
 * bytes left for the client, after which nothing holds the piece any more and its buffer may be filled
 * again. The promises never reject (a stored one may go unawaited); `check` throws the failure instead.
 * Only for an answer the server does not compress (bin/server.ts's compressor drops write callbacks): the
 * data download says `Cache-Control: no-transform`.
 */
export interface ConnectionWriter {
  write(chunk: Uint8Array): void
  /** How many writes were made, to tell whether a step wrote anything. */
  writes(): number
  /** Resolves once the connection has taken every write made so far, or is gone. */
  settled(): Promise<void>
  /** `settled`, then `check`: what a loop awaits before it reads more. */
  caughtUp(): Promise<void>
  /** Throws when a write failed or the client went away. */
  check(): void
  /** Whether the client went away before the end. */
  closed(): boolean
  end(): void
  /** Resolves once the response ended or the connection closed. */
  finished(): Promise<void>
}

export function connectionWriter(response: Writable): ConnectionWriter {
  let failure: Error | null = null
  let gone = false
  let count = 0
  const closing = new Promise<void>((resolve) =>
    response.once('close', () => {
      gone = !response.writableFinished
      resolve()
    }),
  )
  const finishing = new Promise<void>((resolve) => response.once('finish', resolve))
  let last: Promise<void> = Promise.resolve()

  const check = () => {
    if (failure) throw failure
    if (gone) throw new Error('the client closed the download')
  }
  const settled = () => last

  return {
    write(chunk) {
      count += 1
      const written = new Promise<void>((resolve) =>
        response.write(chunk, (error) => {
          if (error) failure ??= error
          resolve()
        }),
      )
      last = Promise.race([written, closing])
    },
    writes: () => count,
    settled,
    async caughtUp() {
      await settled()
      check()
    },
    check,
    closed: () => gone,
    end() {
      response.end()
    },
    finished: () => Promise.race([finishing, closing]),
  }
}
