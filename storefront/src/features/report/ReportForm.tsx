import { useRef, useState } from 'react'
import { REPORT_CATEGORY_LABELS } from '@shoplocal/shared/messages'
import { REPORT_CATEGORIES, ROUTES, type ReportCategory, type ReportTargetType } from '@shoplocal/shared/constants'
import type { TrustTarget } from '@shoplocal/shared/types'
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/fields.tsx'
import { useFormFields } from '../../components/ui/use-form-fields.ts'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { REPORT_FORM } from './copy.ts'
import { sendReport } from './report-api.ts'
import { checkReport, type ReportValues } from './report-target.ts'
import './report.css'

interface Props {
  /** The item the page was opened for; null when the visitor pastes a link. */
  target: (TrustTarget & { type: ReportTargetType }) | null
  /** The signed-in person's name and address, filled in for them. */
  person: { name: string; email: string } | null
}

const CATEGORY_OPTIONS = REPORT_CATEGORIES.map((value) => ({ value, label: REPORT_CATEGORY_LABELS[value] }))

/** The report form: the item, a category, an explanation, the reporter, a good-faith statement; then the reference. */
export default function ReportForm({ target, person }: Props) {
  const form = useSubmit({ shown: 'all' })
  const fields = useFormFields<ReportValues>(
    {
      link: '',
      category: 'other_terms_breach',
      explanation: '',
      reporterName: person?.name ?? '',
      reporterEmail: person?.email ?? '',
      goodFaith: false,
    },
    form.fieldErrors,
  )
  const [reference, setReference] = useState<string | null>(null)
  const done = useRef<HTMLHeadingElement>(null)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    void form.submit(checkReport(fields.values, target), sendReport, REPORT_FORM.failure, (receipt) => {
      setReference(receipt.reference)
      requestAnimationFrame(() => done.current?.focus())
    })
  }

  if (reference) {
    return (
      <section className="report-done" aria-labelledby="report-done-title">
        <h2 id="report-done-title" ref={done} tabIndex={-1}>
          {REPORT_FORM.doneTitle}
        </h2>
        <p>
          {REPORT_FORM.reference}: <strong data-testid="report-reference">{reference}</strong>
        </p>
        <p>{REPORT_FORM.promise}</p>
        <p>
          <a href={ROUTES.terms}>{REPORT_FORM.terms}</a>
        </p>
      </section>
    )
  }

  return (
    <form className="report-form" onSubmit={submit} noValidate aria-busy={form.busy}>
      {target ? (
        <div className="report-form__item">
          <p className="field__label">{REPORT_FORM.item}</p>
          <p>
            <strong>{target.name}</strong>
            {target.url && (
              <>
                {' · '}
                <a href={target.url}>{REPORT_FORM.openItem}</a>
              </>
            )}
          </p>
        </div>
      ) : (
        <TextField label={REPORT_FORM.link} hint={REPORT_FORM.linkHint} inputMode="url" {...fields.field('link')} />
      )}
      <SelectField<ReportCategory>
        label={REPORT_FORM.category}
        options={CATEGORY_OPTIONS}
        {...fields.field('category')}
        onValueChange={(category) => fields.set({ category })}
      />
      <TextAreaField label={REPORT_FORM.explanation} rows={5} maxLength={5000} {...fields.field('explanation')} />
      <p className="field__hint">{REPORT_FORM.contactHint}</p>
      <TextField label={REPORT_FORM.name} autoComplete="name" {...fields.field('reporterName')} />
      <TextField label={REPORT_FORM.email} type="email" autoComplete="email" {...fields.field('reporterEmail')} />
      <CheckboxField label={REPORT_FORM.goodFaith} {...fields.checkbox('goodFaith')} />
      {form.fieldErrors.goodFaith && <p className="field__error">{form.fieldErrors.goodFaith}</p>}
      <FormAlert message={form.formError} />
      <p className="report-form__note">{REPORT_FORM.misuse}</p>
      <button type="submit" className="button button--primary" aria-disabled={form.busy}>
        {form.busy ? REPORT_FORM.sending : REPORT_FORM.send}
      </button>
    </form>
  )
}
