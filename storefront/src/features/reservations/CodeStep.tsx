import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { useState, type FormEvent } from 'react'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { RESERVATION_COPY } from './copy.ts'

interface Props {
  /** What was sent where. */
  intro: string
  /** Checks the code with the API (a guest's session, or the account's e-mail or phone); throws its ApiError. */
  confirm(code: string): Promise<unknown>
  onConfirmed(): void
}

/** The code a guest or a customer was sent: once confirmed, the reservation they chose is sent as it was. */
export function CodeStep({ intro, confirm, onConfirmed }: Props) {
  const [code, setCode] = useState('')
  const form = useSubmit({ shown: ['code'] })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const done = await form.submit({ ok: true, payload: code.trim() }, confirm, {
      title: COMMON_LABELS.error,
      fallback: RESERVATION_COPY.failed,
    })
    if (done !== null) onConfirmed()
  }

  return (
    <form className="reserve-form" onSubmit={submit} noValidate data-testid="reserve-code-form">
      <p>{intro}</p>
      <TextField
        label={RESERVATION_COPY.code}
        name="code"
        value={code}
        onValueChange={setCode}
        error={form.fieldErrors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {RESERVATION_COPY.confirmAndReserve}
      </button>
    </form>
  )
}
