import { useMutation, useQueryClient } from '@tanstack/react-query'
import { serverMessage } from '@shoplocal/shared/rules'
import { useState, type ReactNode } from 'react'
import { ADMIN_QUERY_KEY, runAdminAction, type AdminAction } from '../api/admin'
import { useBridge } from '../bridge/context'
import { ConfirmDialog, type ConfirmRequest } from '../components/ConfirmDialog'
import { useToast } from '../components/Toasts'

/** One row action: the confirm dialog's text, the call it makes, and its success and failure toasts. */
export interface AdminActionSpec {
  confirm: ConfirmRequest
  action(reason: string): AdminAction
  success: string
  failure: string
  /** A failure toast titled this (e.g. 'Error'), with the server's message or `failure` below it. */
  failureTitle?: string
}

/**
 * Confirm → call → toast → refresh. Every admin list, the stats and the logs are refetched after an
 * action, so the new log row and the changed counts show at once.
 */
export function useConfirmedAdminAction(): { ask(spec: AdminActionSpec): void; dialog: ReactNode } {
  const bridge = useBridge()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<AdminActionSpec | null>(null)

  const mutation = useMutation({
    mutationFn: (action: AdminAction) => runAdminAction(bridge, action),
  })

  const confirm = (reason: string) => {
    if (!pending) return
    const spec = pending
    mutation.mutate(spec.action(reason), {
      onSuccess: () => {
        toast({ tone: 'success', title: spec.success })
        void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY })
      },
      onError: (error) => {
        const message = serverMessage(error.message)
        if (spec.failureTitle) toast({ tone: 'error', title: spec.failureTitle, description: message ?? spec.failure })
        else toast({ tone: 'error', title: spec.failure, description: message ?? undefined })
      },
      onSettled: () => setPending(null),
    })
  }

  return {
    ask: setPending,
    dialog: (
      <ConfirmDialog request={pending?.confirm ?? null} busy={mutation.isPending} onConfirm={confirm} onCancel={() => setPending(null)} />
    ),
  }
}
