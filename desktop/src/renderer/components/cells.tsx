import type { ReactNode } from 'react'

/** A bold first line and a muted second one, e.g. a name over its id. */
export function TwoLine({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  return (
    <span className="two-line">
      <span className="two-line-primary">{primary}</span>
      {secondary ? <span className="two-line-secondary">{secondary}</span> : null}
    </span>
  )
}

export type BadgeTone = 'ok' | 'warn' | 'bad' | 'neutral'

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`pill pill-${tone}`}>{children}</span>
}

export interface RowAction {
  label: string
  onClick(): void
  danger?: boolean
  disabled?: boolean
}

/** The buttons of a grid row; the grid lets Tab walk through them (see DataGrid). */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <span className="row-actions">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={action.danger ? 'link-button link-danger' : 'link-button'}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.label}
        </button>
      ))}
    </span>
  )
}
