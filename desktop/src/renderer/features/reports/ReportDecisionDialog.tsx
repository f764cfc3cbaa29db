import { DECISION_GROUNDS, REPORT_DECISION_ACTIONS, type DecisionGround, type ReportDecisionAction } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { AdminReport } from '@shoplocal/shared/types'
import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '../../components/ModalDialog'
import { DECISION_ACTION_OPTIONS, GROUND_OPTIONS, TRUST_CONSOLE } from '../../messages/index'
import type { ReportDecisionBody } from '../../api/trust'

interface Props {
  report: AdminReport | null
  busy: boolean
  /** A field message the API answered, shown under the form. */
  fieldError: string | null
  onSubmit(body: ReportDecisionBody): void
  onCancel(): void
}

/** The decision on one report: what to do, its ground and the explanation the people concerned receive. */
export function ReportDecisionDialog({ report, busy, fieldError, onSubmit, onCancel }: Props) {
  const [action, setAction] = useState<ReportDecisionAction>('hide_item')
  const [ground, setGround] = useState<DecisionGround>('terms')
  const [groundDetail, setGroundDetail] = useState('')
  const [explanation, setExplanation] = useState('')
  const [unfounded, setUnfounded] = useState(false)
  const [illegal, setIllegal] = useState(false)
  const titleId = useId()
  const id = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({
      action,
      ground,
      groundDetail,
      explanation,
      ...(action === 'no_action' ? { manifestlyUnfounded: unfounded } : {}),
      ...(action === 'hide_item' ? { manifestlyIllegal: illegal } : {}),
    })
  }

  return (
    <ModalDialog
      open={report !== null}
      busy={busy}
      labelledBy={titleId}
      onOpen={() => {
        setAction('hide_item')
        setGround('terms')
        setGroundDetail('')
        setExplanation('')
        setUnfounded(false)
        setIllegal(false)
      }}
      onCancel={onCancel}
    >
      {report ? (
        <form method="dialog" onSubmit={submit} noValidate>
          <h2 id={titleId}>{TRUST_CONSOLE.decideTitle(report.reference)}</h2>
          <p>{report.target.name}</p>
          <label className="field" htmlFor={`${id}-action`}>
            <span>{TRUST_CONSOLE.action}</span>
            <select
              id={`${id}-action`}
              value={action}
              onChange={(event) => setAction(event.target.value as ReportDecisionAction)}
              autoFocus
            >
              {REPORT_DECISION_ACTIONS.map((value) => (
                <option key={value} value={value}>
                  {DECISION_ACTION_OPTIONS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor={`${id}-ground`}>
            <span>{TRUST_CONSOLE.ground}</span>
            <select id={`${id}-ground`} value={ground} onChange={(event) => setGround(event.target.value as DecisionGround)}>
              {DECISION_GROUNDS.map((value) => (
                <option key={value} value={value}>
                  {GROUND_OPTIONS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor={`${id}-detail`}>
            <span>{TRUST_CONSOLE.groundDetail}</span>
            <input id={`${id}-detail`} value={groundDetail} maxLength={255} onChange={(event) => setGroundDetail(event.target.value)} />
          </label>
          <label className="field" htmlFor={`${id}-explanation`}>
            <span>{TRUST_CONSOLE.decisionExplanation}</span>
            <textarea
              id={`${id}-explanation`}
              rows={4}
              maxLength={5000}
              value={explanation}
              onChange={(event) => setExplanation(event.target.value)}
            />
          </label>
          {action === 'no_action' ? (
            <label className="trust-check">
              <input type="checkbox" checked={unfounded} onChange={(event) => setUnfounded(event.target.checked)} />
              <span>{TRUST_CONSOLE.manifestlyUnfounded}</span>
            </label>
          ) : null}
          {action === 'hide_item' ? (
            <label className="trust-check">
              <input type="checkbox" checked={illegal} onChange={(event) => setIllegal(event.target.checked)} />
              <span>{TRUST_CONSOLE.manifestlyIllegal}</span>
            </label>
          ) : null}
          {fieldError ? (
            <p className="field-error" role="alert">
              {fieldError}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
              {COMMON_LABELS.cancel}
            </button>
            <button type="submit" className="button" disabled={busy}>
              {TRUST_CONSOLE.send}
            </button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}
