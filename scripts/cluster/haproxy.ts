/*
 * The cluster's reverse proxy: HAProxy from Debian's packages (installed here when missing, as CI installs
 * Chromium), in front of every process slot. Each slot has two ports, so a replacement starts beside the
 * process it replaces; a port with no process, or one whose readiness says 503, fails its health check and
 * gets no traffic. /api/ and /uploads/ go to the APIs, everything else to the websites.
 */
import { spawnSync } from 'node:child_process'
import { createConnection } from 'node:net'

export interface Backend {
  name: 'api' | 'web'
  health: string
  servers: { name: string; port: number }[]
}

export function ensureHaproxy(log: (line: string) => void): string {
  const found = () => spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim()
  if (found()) return found()
  log('HAProxy is missing: installing it from Debian’s packages (apt-get install -y haproxy)…')
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    install()
  }
  if (!found()) throw new Error('HAProxy could not be installed; install the Debian package haproxy and start again')
  return found()
}

/** How often each port is checked (ms). */
export const CHECK_INTERVAL_MS = 500
/**
 * Failed checks in a row that take a server out: a process whose readiness answers 503 (stopping) is out within
 * 1.5 s, while slow answers under a crowd's load (a website rendering for 50 connections on a shared 2-core
 * machine answered its check in over 5 s) do not empty the rotation.
 */
export const CHECK_FALLS = 3

export function haproxyConfig(options: { host: string; port: number; statsPort: number; socket: string; backends: Backend[] }): string {
  const backend = (b: Backend) =>
    [
      `backend ${b.name}`,
      '  balance roundrobin',
      `  option httpchk GET ${b.health}`,
      '  http-check expect status 200',
      // A busy process answers its check slowly, not wrongly: a 503 or a refusal counts against it at once.
      '  timeout check 10s',
      `  default-server inter ${CHECK_INTERVAL_MS} fall ${CHECK_FALLS} rise 1`,
      ...b.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`),
    ].join('\n')
  return `global
  maxconn 4096
  stats socket ${options.socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-keep-alive 10s
  # A refused connection (a port whose process is gone) is tried again on another process: nothing was sent yet.
  retries 3
  option redispatch 1
  retry-on conn-failure
  # One request per connection to a process: a stopping process never gets a request on a connection it is closing.
  option http-server-close
  option forwardfor

frontend site
  bind ${options.host}:${options.port}
  use_backend api if { path_beg /api/ } || { path_beg /uploads/ }
  default_backend web

${options.backends.map(backend).join('\n\n')}

listen stats
  bind 127.0.0.1:${options.statsPort}
  stats enable
  stats uri /stats
`
}

export interface ServerState {
  /** 'UP', 'DOWN', 'MAINT', … */
  status: string
  /** Requests it is answering now. */
  sessions: number
}

/** The proxy's own view of each server, from its stats page. */
export async function serverStates(statsPort: number): Promise<Map<string, ServerState>> {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()
  const states = new Map<string, ServerState>()
  for (const line of csv.split('\n').slice(1)) {
    const [backend, server, ...rest] = line.split(',')
    if (!backend || !server || server === 'FRONTEND' || server === 'BACKEND') continue
    states.set(`${backend}/${server}`, { status: rest[15] ?? '', sessions: Number(rest[2] ?? 0) })
  }
  return states
}

/** Sends one command to HAProxy's runtime socket (`set server api/api1a state maint`, …). */
export function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const connection = createConnection(socket, () => connection.end(`${command}\n`))
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    connection.once('error', reject)
    connection.once('close', () => resolve(answer.trim()))
  })
}
