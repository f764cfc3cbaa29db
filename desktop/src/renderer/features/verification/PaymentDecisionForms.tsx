import { VERIFICATION_LABELS } from '../../messages/index'
import { useId, useState, type FormEvent } from 'react'
import { MONEY_COPY } from '../../copy'

/** A text box and its button: notes for Verify (optional), a reason for Reject and Refund (required). */
export function DecisionForm({
  label,
  button,
  required,
  danger,
  busy,
  onSubmit,
}: {
  label: string
  button: string
  required: boolean
  danger?: boolean
  busy: boolean
  onSubmit(text: string): void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(text)
  }
  return (
    <form className="decision" onSubmit={submit}>
      <label className="field" htmlFor={id}>
        <span>{label}</span>
        <textarea id={id} rows={2} maxLength={500} value={text} required={required} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className={danger ? 'button button-danger' : 'button'} disabled={busy || (required && !text.trim())}>
        {button}
      </button>
    </form>
  )
}

/**
 * Verify for a payment without a proof: the button stays disabled until the admin ticks that the money
 * arrived and writes how they know; the API refuses it otherwise too.
 */
export function VerifyWithoutProof({ busy, onVerify }: { busy: boolean; onVerify(note: string): void }) {
  const id = useId()
  const [arrived, setArrived] = useState(false)
  const [note, setNote] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onVerify(note)
  }
  return (
    <form className="decision decision-no-proof" onSubmit={submit}>
      <p className="muted">{MONEY_COPY.noProofHint}</p>
      <label className="check">
        <input type="checkbox" checked={arrived} onChange={(event) => setArrived(event.target.checked)} />
        {MONEY_COPY.moneyArrived}
      </label>
      <label className="field" htmlFor={id}>
        <span>{MONEY_COPY.moneyArrivedNote}</span>
        <textarea id={id} rows={2} maxLength={1000} value={note} required={arrived} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy || !arrived || !note.trim()}>
        {VERIFICATION_LABELS.verify}
      </button>
    </form>
  )
}
