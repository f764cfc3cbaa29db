import { APPEAL_OUTCOMES, type AppealOutcome } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { AdminAppeal } from '@shoplocal/shared/types'
import { useId, useState, type FormEvent } from 'react'
import { ModalDialog } from '../../components/ModalDialog'
import { APPEAL_OUTCOME_OPTIONS, TRUST_CONSOLE } from '../../messages/index'

interface Props {
  appeal: AdminAppeal | null
  busy: boolean
  fieldError: string | null
  onSubmit(body: { outcome: AppealOutcome; explanation: string }): void
  onCancel(): void
}

/** Uphold or reverse, with the reasons the appellant receives. */
export function AppealDecisionDialog({ appeal, busy, fieldError, onSubmit, onCancel }: Props) {
  const [outcome, setOutcome] = useState<AppealOutcome>('upheld')
  const [explanation, setExplanation] = useState('')
  const titleId = useId()
  const id = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ outcome, explanation })
  }

  return (
    <ModalDialog
      open={appeal !== null}
      busy={busy}
      labelledBy={titleId}
      onOpen={() => {
        setOutcome('upheld')
        setExplanation('')
      }}
      onCancel={onCancel}
    >
      {appeal ? (
        <form method="dialog" onSubmit={submit} noValidate>
          <h2 id={titleId}>{TRUST_CONSOLE.decideAppealTitle(appeal.statement.target.name)}</h2>
          <label className="field" htmlFor={`${id}-outcome`}>
            <span>{TRUST_CONSOLE.outcome}</span>
            <select id={`${id}-outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value as AppealOutcome)} autoFocus>
              {APPEAL_OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {APPEAL_OUTCOME_OPTIONS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor={`${id}-explanation`}>
            <span>{TRUST_CONSOLE.appealExplanation}</span>
            <textarea
              id={`${id}-explanation`}
              rows={4}
              maxLength={5000}
              value={explanation}
              onChange={(event) => setExplanation(event.target.value)}
            />
          </label>
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
              {TRUST_CONSOLE.decideAppeal}
            </button>
          </div>
        </form>
      ) : null}
    </ModalDialog>
  )
}
