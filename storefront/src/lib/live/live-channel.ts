import { Transmit } from '@adonisjs/transmit-client'
import { useEffect, useRef, useState } from 'react'

/*
 * Live updates (chat, notifications): one server-sent-events connection per page (the API's /api/__transmit
 * routes, through the site's own proxy), shared by every channel the page listens to. A channel counts as live
 * only while the stream is connected and the API accepted the subscription; otherwise the screens poll.
 * After ten failed reconnections in a row the page stops trying and keeps polling.
 */
let client: Transmit | null = null
let connected = false
const listeners = new Set<() => void>()

function liveClient(): Transmit | null {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return null
  if (!client) {
    client = new Transmit({ baseUrl: `${window.location.origin}/api`, maxReconnectAttempts: 10 })
    const set = (value: boolean) => () => {
      connected = value
      listeners.forEach((listener) => listener())
    }
    client.on('connected', set(true))
    client.on('disconnected', set(false))
    client.on('reconnecting', set(false))
  }
  return client
}

/**
 * Calls `onMessage` with each payload on `channel` (null: none) and answers whether the channel is live.
 * The latest `onMessage` is used without subscribing again.
 */
export function useLiveChannel<T>(channel: string | null, onMessage: (payload: T) => void): boolean {
  const latest = useRef(onMessage)
  latest.current = onMessage
  const [subscribed, setSubscribed] = useState(false)
  const [streamUp, setStreamUp] = useState(connected)

  useEffect(() => {
    const listener = () => setStreamUp(connected)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])

  useEffect(() => {
    const transmit = channel ? liveClient() : null
    if (!transmit || !channel) return
    const subscription = transmit.subscription(channel)
    const stop = subscription.onMessage<T>((payload) => latest.current(payload))
    let current = true
    subscription.create().then(
      () => current && setSubscribed(subscription.isCreated),
      () => current && setSubscribed(false),
    )
    return () => {
      current = false
      setSubscribed(false)
      stop()
      if (subscription.handlerCount === 0) void subscription.delete().catch(() => undefined)
    }
  }, [channel])

  return subscribed && streamUp
}
