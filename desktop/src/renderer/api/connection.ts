import { useSyncExternalStore } from 'react'
import { ApiUnreachableError } from './client'

/**
 * Whether the last call reached the API, as every call through `requestJson` reports it. The offline banner and
 * the connection badge read it, so the console says it is offline the moment a call fails, not at the next poll.
 */
let reachable = true
const listeners = new Set<() => void>()

export function reportReachable(answered: boolean): void {
  if (answered === reachable) return
  reachable = answered
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useApiReachable(): boolean {
  return useSyncExternalStore(subscribe, () => reachable)
}

/**
 * A read that reached no API is tried again until it does; one the API answered with an error is tried
 * `answeredRetries` more times (none unless a screen asks).
 */
export const retryReads =
  (answeredRetries = 0) =>
  (failures: number, error: Error): boolean =>
    error instanceof ApiUnreachableError || failures < answeredRetries

/** Longest wait between two tries of a read that could not reach the API. */
const OFFLINE_RETRY_MAX_MS = 10_000

/** 1 s, 2 s, 4 s … then every 10 s, for as long as the API stays out of reach. */
export const offlineRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, OFFLINE_RETRY_MAX_MS)
