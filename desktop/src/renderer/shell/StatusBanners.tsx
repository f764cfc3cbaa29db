import { useEffect, useState } from 'react'
import type { UpdateState } from '../../shared/bridge'
import { useApiReachable } from '../api/connection'
import { useBridge } from '../bridge/context'
import { OFFLINE_COPY, UPDATE_COPY } from '../copy'

/** Said at once when a call cannot reach the API; the screen under it stays as it was. */
export function OfflineBanner() {
  const reachable = useApiReachable()
  if (reachable) return null
  return (
    <div className="banner banner-offline" role="alert">
      <strong>{OFFLINE_COPY.title}</strong> {OFFLINE_COPY.body}
    </div>
  )
}

/** A downloaded update, installed only when the admin chooses to restart (never in the middle of a decision). */
export function UpdateBanner() {
  const bridge = useBridge()
  const [state, setState] = useState<UpdateState>({ type: 'none' })
  useEffect(() => bridge.updates.subscribe(setState), [bridge])
  if (state.type !== 'ready') return null
  return (
    <div className="banner banner-update" role="status">
      <span>{UPDATE_COPY.ready(state.version)}</span>
      <button type="button" className="button" onClick={() => void bridge.updates.restart()}>
        {UPDATE_COPY.restart}
      </button>
      <button type="button" className="button button-ghost" onClick={() => void bridge.updates.postpone()}>
        {UPDATE_COPY.later}
      </button>
    </div>
  )
}
