import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RunningServer {
  origin: string
  port: number
  close(): Promise<void>
}

/** Listens on `wantedPort` (0: any free one). */
export async function startServer(handler: RequestListener, wantedPort = 0): Promise<RunningServer> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A port that was free a moment ago and has nothing listening on it now. */
export async function closedPort(): Promise<number> {
  const server = await startServer(() => undefined)
  await server.close()
  return server.port
}
