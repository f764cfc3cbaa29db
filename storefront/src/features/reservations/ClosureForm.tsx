import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { useState, type FormEvent } from 'react'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { accept, successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { addClosure } from './closures-api.ts'
import { RESERVATION_COPY as COPY } from './copy.ts'

/** Adds a closure (first and last closed day, a note); the API checks the order and says which field is wrong. */
export function ClosureForm({ shopId, onAdded }: { shopId: number; onAdded(): void }) {
  const [startsOn, setStartsOn] = useState('')
  const [endsOn, setEndsOn] = useState('')
  const [note, setNote] = useState('')
  const form = useSubmit({ shown: ['startsOn', 'endsOn', 'note'] })

  async function add(event: FormEvent) {
    event.preventDefault()
    const payload = { startsOn, endsOn: endsOn || startsOn, note: note.trim() }
    const done = await form.submit(accept(payload), (body) => addClosure(shopId, body), {
      title: COMMON_LABELS.error,
      fallback: COPY.closuresFailed,
    })
    if (!done) return
    successToast({ title: done.message })
    setStartsOn('')
    setEndsOn('')
    setNote('')
    onAdded()
  }

  return (
    <form className="closure-form" onSubmit={(event) => void add(event)} noValidate data-testid="closure-form">
      <div className="closure-form__days">
        <TextField
          label={COPY.firstClosedDay}
          name="startsOn"
          type="date"
          value={startsOn}
          onValueChange={setStartsOn}
          error={form.fieldErrors.startsOn}
        />
        <TextField
          label={COPY.lastClosedDay}
          name="endsOn"
          type="date"
          value={endsOn}
          onValueChange={setEndsOn}
          error={form.fieldErrors.endsOn}
        />
      </div>
      <TextField label={COPY.closureNote} name="note" value={note} onValueChange={setNote} error={form.fieldErrors.note} maxLength={200} />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button--primary" aria-disabled={form.busy}>
        {COPY.addClosure}
      </button>
    </form>
  )
}
