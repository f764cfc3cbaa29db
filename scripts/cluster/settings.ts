/*
 * The cluster's settings (docs/operations.md), read once; a bad one stops the start with a message naming it.
 */
import { createConnection, createServer } from 'node:net'

export class SettingError extends Error {}

export interface ClusterSettings {
  port: number
  host: string
  apiProcesses: number
  webProcesses: number
  metricsPort: number
  redisHost: string
  redisPort: number
}

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new SettingError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  return value
}

export function readSettings(): ClusterSettings {
  return {
    port: whole('CLUSTER_PORT', 8080, 1, 65535),
    host: process.env.CLUSTER_HOST?.trim() || '0.0.0.0',
    apiProcesses: whole('CLUSTER_API_PROCESSES', 2, 1, 32),
    webProcesses: whole('CLUSTER_WEB_PROCESSES', 2, 1, 32),
    metricsPort: whole('CLUSTER_METRICS_PORT', 9464, 1, 65535),
    // Several API processes must share their live broadcasts: Redis is not optional here.
    redisHost: process.env.REDIS_HOST?.trim() || '127.0.0.1',
    redisPort: whole('REDIS_PORT', 6379, 1, 65535),
  }
}

/** Refuses a port something else holds, naming the setting that chose it. */
export function checkPortFree(setting: string, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new SettingError(
          `${setting}: port ${port} ${error.code === 'EADDRINUSE' ? 'is already in use' : `cannot be used (${error.code})`}`,
        ),
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

/** Asks Redis for a PONG (or its refusal for want of a password, which still shows it is there). */
export function checkRedis(settings: ClusterSettings): Promise<void> {
  return new Promise((resolve, reject) => {
    const where = `${settings.redisHost}:${settings.redisPort}`
    const fail = (why: string) => {
      socket.destroy()
      reject(new SettingError(`REDIS_HOST: no Redis answers at ${where} (${why}); set REDIS_HOST and REDIS_PORT to a running Redis`))
    }
    const socket = createConnection({ host: settings.redisHost, port: settings.redisPort })
    socket.setTimeout(3000, () => fail('no answer within 3 s'))
    socket.once('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      const answer = data.toString()
      if (answer.startsWith('+PONG') || answer.startsWith('-NOAUTH')) resolve()
      else fail(`it answered "${answer.trim().slice(0, 40)}"`)
    })
  })
}
