import type { ReservationStatus } from '@shoplocal/shared/constants'
import { notificationChannel } from '@shoplocal/shared/constants'
import type { OwnerReservationsResponse } from '@shoplocal/shared/types'
import { useCallback, useEffect, useState } from 'react'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { usePolling } from '../../lib/live/use-polling.ts'
import { fetchOwnerReservations } from './reservations-api.ts'

/** How often the list is read while the live stream is down. */
const POLL_MS = 30_000

/**
 * The owner's reservations as the API last answered: read at once, again whenever a notification arrives on
 * the owner's live channel (a new or cancelled reservation is one), while the stream is down every POLL_MS,
 * and after each answer the owner gives. The dashboard's navigation shows its requestedCount.
 */
export function useOwnerReservations(userId: number) {
  const [status, setStatus] = useState<ReservationStatus | null>(null)
  const [data, setData] = useState<OwnerReservationsResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const reload = useCallback(async () => {
    const answer = await fetchOwnerReservations(status)
    setFailed(!answer.ok)
    if (answer.ok) setData(answer.data)
  }, [status])
  useEffect(() => void reload(), [reload])
  const live = useLiveChannel(notificationChannel(userId), () => void reload())
  usePolling(reload, POLL_MS, !live)
  return { data, failed, status, setStatus, reload }
}

export type OwnerReservations = ReturnType<typeof useOwnerReservations>
