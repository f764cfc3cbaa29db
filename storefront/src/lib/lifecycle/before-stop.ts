/*
 * Work the website's server finishes before it exits on SIGTERM or SIGINT (storefront/server.mjs awaits each,
 * after the answers under way, within its five seconds). The list lives on a global symbol because the
 * server and the built pages are separate bundles.
 */
const STOPPING = Symbol.for('shoplocal.beforeStop')

type Holder = typeof globalThis & { [STOPPING]?: (() => Promise<void>)[] }

export function beforeStop(work: () => Promise<void>): void {
  const holder = globalThis as Holder
  ;(holder[STOPPING] ??= []).push(work)
}
