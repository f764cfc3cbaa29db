import { Dialog } from '../../components/ui/Dialog.tsx'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'

/** What a delete asks before it runs: the dialog's title and words, the button that does it, and the delete. */
export interface DeleteConfirmation {
  title: string
  message: string
  confirmLabel: string
  run(): Promise<void>
}

interface Props {
  confirmation: DeleteConfirmation
  onClose(): void
}

/**
 * The dashboard's own question before a delete that cannot be undone, in the site's dialog (the browser's
 * confirm() looks like a different site and cannot be styled or read out the same way).
 */
export function ConfirmDeleteDialog({ confirmation, onClose }: Props) {
  return (
    <Dialog open title={confirmation.title} onClose={onClose}>
      <div className="owner-form" data-testid="confirm-delete">
        <p>{confirmation.message}</p>
        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={onClose}>
            {COPY.cancel}
          </button>
          <button
            type="button"
            className="button owner-button--danger"
            onClick={() => {
              onClose()
              void confirmation.run()
            }}
          >
            {confirmation.confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
