import type { ColDef } from 'ag-grid-community'
import { ADMIN_COLUMN_LABELS } from '../../messages/index'
import type { AdminAction } from '../../api/admin'
import type { AdminActionSpec } from '../../lib/use-admin-action'
import type { GroundAnswer } from '../ConfirmDialog'
import { RowActions, type RowAction } from '../cells'
import { ACTIONS_COL_ID } from '../DataGrid'

/**
 * How alarming an action looks: `plain` (approve, unsuspend) shows nothing red; `caution` (suspend)
 * keeps a quiet link but a red confirm button; `danger` (delete, reject, remove) is red in the row too.
 */
type ActionTone = 'plain' | 'caution' | 'danger'

interface RowActionOptions {
  label: string
  /** The question the confirm dialog asks. */
  message: string
  tone?: ActionTone
  /** Ask for a reason, which goes to the API exactly as typed (blank included). */
  withReason?: boolean
  /** A restriction of someone: also ask its ground (the statement of reasons quotes it). */
  withGround?: boolean
  disabled?: boolean
  call(reason: string, ground?: GroundAnswer): AdminAction
  success: string
  failure: string
  failureTitle?: string
}

/** A row button and the confirmed call behind it; `<AdminListTab>` wires it to the dialog. */
export interface AdminRowAction {
  label: string
  danger: boolean
  disabled?: boolean
  /** The confirmed decision behind the button, or… */
  spec?: AdminActionSpec
  /** …what it opens to look at (a detail view), deciding nothing. */
  open?(): void
}

/** A row button that opens something to look at, such as a customer's story. */
export function viewAction(label: string, open: () => void): AdminRowAction {
  return { label, danger: false, open }
}

/** One row action: the button, its confirm dialog titled after the button, the call and its toasts. */
export function rowAction({
  label,
  message,
  tone = 'plain',
  withReason = false,
  withGround = false,
  disabled,
  call,
  success,
  failure,
  failureTitle,
}: RowActionOptions): AdminRowAction & { spec: AdminActionSpec } {
  return {
    label,
    danger: tone === 'danger',
    disabled,
    spec: {
      confirm: { title: label, message, confirmLabel: label, withReason, withGround, danger: tone !== 'plain' },
      action: call,
      success,
      failure,
      failureTitle,
    },
  }
}

/** The last grid column: the row's buttons, reached from the keyboard with Enter and Tab (see DataGrid). */
export function actionsColumn<Row>(
  buttonsFor: (row: Row) => RowAction[],
  { flex, minWidth }: { flex: number; minWidth: number },
): ColDef<Row> {
  return {
    colId: ACTIONS_COL_ID,
    headerName: ADMIN_COLUMN_LABELS.actions,
    flex,
    minWidth,
    cellRenderer: ({ data }: { data?: Row }) => (data ? <RowActions actions={buttonsFor(data)} /> : null),
  }
}
