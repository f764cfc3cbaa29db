import { useCallback, type ReactNode } from 'react'
import { runAdminAction, type AdminAction } from '../api/admin'
import type { ConfirmRequest, GroundAnswer } from '../components/ConfirmDialog'
import { useDecision } from './use-decision'

/** One row action: the confirm dialog's text, the call it makes, and its success and failure toasts. */
export interface AdminActionSpec {
  confirm: ConfirmRequest
  action(reason: string, ground?: GroundAnswer): AdminAction
  success: string
  failure: string
  /** A failure toast titled this (e.g. 'Error'), with the server's message or `failure` below it. */
  failureTitle?: string
}

/** The admin lists' row actions: each one a confirmed decision through `useDecision`. */
export function useConfirmedAdminAction(): { ask(spec: AdminActionSpec): void; dialog: ReactNode } {
  const { decide, dialog } = useDecision()
  // Stable, so the grids' columns (which close over it) are not rebuilt on every render.
  const ask = useCallback(
    (spec: AdminActionSpec) =>
      void decide({
        confirm: spec.confirm,
        send: (bridge, reason, ground) => runAdminAction(bridge, spec.action(reason, ground)),
        success: spec.success,
        failure: spec.failure,
        failureTitle: spec.failureTitle,
      }),
    [decide],
  )
  return { ask, dialog }
}
