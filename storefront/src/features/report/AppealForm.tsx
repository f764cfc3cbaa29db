import { useRef, useState } from 'react'
import { FormAlert, TextAreaField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { STATEMENT_COPY } from './copy.ts'
import { sendAppeal, sendAppealByLink } from './report-api.ts'

/** Which statement the appeal is about: one of the account's, or the one a mailed link's token names. */
export type AppealVia = { statementId: number } | { token: string }

/** The appeal form under a statement of reasons; once sent, the page says so. */
export default function AppealForm(via: AppealVia) {
  const form = useSubmit({ shown: 'all' })
  const fields = useFormFields({ explanation: '' }, form.fieldErrors)
  const [sent, setSent] = useState(false)
  const note = useRef<HTMLParagraphElement>(null)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const explanation = fields.values.explanation.trim()
    const check = explanation
      ? { ok: true as const, payload: explanation }
      : { ok: false as const, field: 'explanation', message: STATEMENT_COPY.appealRequired }
    void form.submit(
      check,
      (text) => ('token' in via ? sendAppealByLink(via.token, text) : sendAppeal(via.statementId, text)),
      STATEMENT_COPY.appealFailure,
      () => {
        setSent(true)
        requestAnimationFrame(() => note.current?.focus())
      },
    )
  }

  if (sent) {
    return (
      <p ref={note} tabIndex={-1} role="status" data-testid="appeal-sent">
        {STATEMENT_COPY.appealSent}
      </p>
    )
  }
  return (
    <form className="report-form" onSubmit={submit} noValidate aria-busy={form.busy}>
      <TextAreaField label={STATEMENT_COPY.appealLabel} rows={5} maxLength={5000} {...fields.field('explanation')} />
      <FormAlert message={form.formError} />
      <button type="submit" className="button button--primary" aria-disabled={form.busy}>
        {form.busy ? STATEMENT_COPY.appealSending : STATEMENT_COPY.appealSend}
      </button>
    </form>
  )
}
