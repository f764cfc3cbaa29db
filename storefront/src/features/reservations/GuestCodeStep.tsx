import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { useState, type FormEvent } from 'react'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { confirmGuestCode } from './reservations-api.ts'
import { RESERVATION_COPY } from './copy.ts'

/** The code a guest was sent: once confirmed, the reservation the guest chose is sent as it was. */
export function GuestCodeStep({ onConfirmed }: { onConfirmed(): void }) {
  const [code, setCode] = useState('')
  const form = useSubmit({ shown: ['code'] })

  async function confirm(event: FormEvent) {
    event.preventDefault()
    const done = await form.submit({ ok: true, payload: code.trim() }, confirmGuestCode, {
      title: COMMON_LABELS.error,
      fallback: RESERVATION_COPY.failed,
    })
    if (done) onConfirmed()
  }

  return (
    <form className="reserve-form" onSubmit={confirm} noValidate data-testid="reserve-code-form">
      <p>{RESERVATION_COPY.codeIntro}</p>
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
