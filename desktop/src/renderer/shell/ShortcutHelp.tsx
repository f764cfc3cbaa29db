import { CONSOLE_TAB_LABELS } from '../messages/index'
import { useId } from 'react'
import { ModalDialog } from '../components/ModalDialog'
import { SHORTCUT_COPY } from '../copy'
import { GO_KEY, HELP_KEY, NAV_GROUPS, TAB_KEYS } from './nav'

/** The `?` overlay: every tab's shortcut, in the side rail's order. */
export function ShortcutHelp({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId()
  return (
    <ModalDialog open={open} labelledBy={titleId} onOpen={() => undefined} onCancel={onClose}>
      <form method="dialog" onSubmit={onClose}>
        <h2 id={titleId}>{SHORTCUT_COPY.title}</h2>
        <p className="muted">{SHORTCUT_COPY.intro}</p>
        <table className="shortcut-table">
          <thead>
            <tr>
              <th scope="col">{SHORTCUT_COPY.keyColumn}</th>
              <th scope="col">{SHORTCUT_COPY.actionColumn}</th>
            </tr>
          </thead>
          <tbody>
            {NAV_GROUPS.flatMap((group) => group.tabs).map((tab) => (
              <tr key={tab}>
                <td>
                  <kbd>{GO_KEY}</kbd> <kbd>{TAB_KEYS[tab]}</kbd>
                </td>
                <td>{CONSOLE_TAB_LABELS[tab]}</td>
              </tr>
            ))}
            <tr>
              <td>
                <kbd>{HELP_KEY}</kbd>
              </td>
              <td>{SHORTCUT_COPY.help}</td>
            </tr>
          </tbody>
        </table>
        <div className="dialog-actions">
          <button type="submit" className="button" autoFocus>
            {SHORTCUT_COPY.close}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
