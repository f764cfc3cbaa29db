import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'

/*
 * Live chat updates over server-sent events. One API process delivers its own broadcasts; several
 * processes behind a load balancer share them through Redis (REDIS_HOST, REDIS_PORT, REDIS_PASSWORD),
 * so a message sent on one reaches pages streaming from another. The Redis client is only loaded when
 * configured. A ping every 25 s keeps proxies from closing a quiet stream.
 */
const redisHost = env.get('REDIS_HOST')
const redisTransport = redisHost ? (await import('@boringnode/bus/transports/redis')).redis : null

const transmitConfig = defineConfig({
  pingInterval: '25s',
  transport:
    redisTransport && redisHost
      ? {
          driver: redisTransport({ host: redisHost, port: env.get('REDIS_PORT') ?? 6379, password: env.get('REDIS_PASSWORD') }),
          channel: 'shoplocal::transmit',
        }
      : null,
})

export default transmitConfig
