/*
 * Whether this process is stopping. From the first SIGTERM on, /api/health/ready answers 503, so a proxy that
 * still checks it sends new visitors to the other processes while this one finishes what it has.
 */
let draining = false

export const isDraining = (): boolean => draining

export function startDraining(): void {
  draining = true
}
