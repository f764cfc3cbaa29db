/*
 * One slot per API or website process the cluster keeps running. A slot owns two ports (and, for an API, two
 * metrics ports): its process listens on one, and a replacement starts on the other, so the replacement is
 * ready, and in the proxy's rotation, before the process it replaces is told to stop.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export interface SlotSpec {
  name: string
  cwd: string
  args: string[]
  ports: [number, number]
  metricsPorts?: [number, number]
  /** The path whose 200 says the process is ready (its own port). */
  ready: string
  env: Record<string, string>
}

export interface SlotEvents {
  log(line: string): void
  /** Resolves once the proxy sends the server on this port traffic. */
  inRotation(server: string): Promise<void>
  /** Resolves once the proxy sends the server on this port nothing more and its requests under way have ended. */
  outOfRotation(server: string): Promise<void>
}

const READY_WITHIN_MS = 180_000
/** A process that keeps dying is started again after a growing pause, never in a tight loop. */
const RESTART_PAUSES_MS = [1000, 2000, 5000, 10_000]

export class Slot {
  #child: ChildProcess | null = null
  #side = 0
  #stopping = false
  #crashes = 0

  readonly spec: SlotSpec
  readonly #events: SlotEvents

  constructor(spec: SlotSpec, events: SlotEvents) {
    this.spec = spec
    this.#events = events
  }

  get port() {
    return this.spec.ports[this.#side]
  }

  get metricsPort() {
    return this.spec.metricsPorts?.[this.#side]
  }

  serverName(side = this.#side) {
    return `${this.spec.name}${side === 0 ? 'a' : 'b'}`
  }

  #spawn(side: number): ChildProcess {
    const port = this.spec.ports[side]
    const env: Record<string, string> = { ...process.env, ...this.spec.env, PORT: String(port), HOST: '127.0.0.1' } as Record<
      string,
      string
    >
    if (this.spec.metricsPorts) env.METRICS_PORT = String(this.spec.metricsPorts[side])
    const child = spawn(process.execPath, this.spec.args, { cwd: this.spec.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const label = this.serverName(side)
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) this.#events.log(`[${label}] ${line}`)
      })
    }
    return child
  }

  async #waitReady(child: ChildProcess, side: number): Promise<void> {
    const deadline = Date.now() + READY_WITHIN_MS
    const url = `http://127.0.0.1:${this.spec.ports[side]}${this.spec.ready}`
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${this.serverName(side)} exited before it was ready`)
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (answer) => answer.ok,
        () => false,
      )
      if (ok) return this.#events.inRotation(this.serverName(side))
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`${this.serverName(side)} was not ready within ${READY_WITHIN_MS / 1000} s`)
  }

  /** Watches a running process: one that exits unasked is started again, on the same port. */
  #supervise(child: ChildProcess) {
    child.once('exit', (code, signal) => {
      if (this.#child !== child || this.#stopping) return
      this.#child = null
      const pause = RESTART_PAUSES_MS[Math.min(this.#crashes, RESTART_PAUSES_MS.length - 1)]
      this.#crashes++
      this.#events.log(`[cluster] ${this.serverName()} exited unasked (${signal ?? code}); starting it again in ${pause / 1000} s`)
      setTimeout(() => void this.start().catch((error: Error) => this.#events.log(`[cluster] ${error.message}`)), pause).unref()
    })
  }

  async start(): Promise<void> {
    if (this.#stopping) return
    const child = this.#spawn(this.#side)
    this.#child = child
    this.#supervise(child)
    await this.#waitReady(child, this.#side)
    this.#crashes = 0
  }

  /** Starts a replacement on the other port, waits until the proxy sends it traffic, then stops the old one. */
  async roll(): Promise<void> {
    const old = this.#child
    const oldServer = this.serverName()
    const side = 1 - this.#side
    const child = this.#spawn(side)
    try {
      await this.#waitReady(child, side)
    } catch (error) {
      child.kill('SIGKILL')
      throw error
    }
    this.#side = side
    this.#child = child
    this.#supervise(child)
    if (!old) return
    await this.#events.outOfRotation(oldServer)
    await stopChild(old)
  }

  async stop(): Promise<void> {
    this.#stopping = true
    if (this.#child) await stopChild(this.#child)
  }
}

/** SIGTERM, then the process's own graceful stop; resolves when it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
