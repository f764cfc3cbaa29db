import { useId } from 'react'
import { TRADER_FIELD_LENGTHS as L } from '@shoplocal/shared/constants'
import { TRADER_SELF_CERTIFICATION } from '@shoplocal/shared/messages'
import type { TraderDetails } from '@shoplocal/shared/types'
import { SelectField, TextField } from '../../components/ui/fields.tsx'
import type { FormFields } from '../../components/ui/use-form-fields.ts'
import { TRADER_COPY as COPY } from './trader-copy.ts'
import type { TraderFormValues } from './trader-form.ts'

interface Props {
  fields: FormFields<TraderFormValues>
  errors: Readonly<Record<string, string>>
  current: TraderDetails | null
  onFile(file: File | null): void
}

const REGISTER_OPTIONS = [
  { value: '' as const, label: COPY.notRegistered },
  { value: 'cro' as const, label: COPY.registers.cro },
  { value: 'rbn' as const, label: COPY.registers.rbn },
]

/** The trader details form's fields: what the law asks, the private ones marked so in the intro. */
export function TraderFields({ fields, errors, current, onFile }: Props) {
  const fileId = useId()
  const certId = useId()
  const onFileHint = current?.identityUploadedAt ? COPY.documentOnFile(current.identityUploadedAt) : COPY.documentHint
  return (
    <>
      <TextField
        label={COPY.legalName}
        hint={COPY.legalNameHint}
        maxLength={L.legalName}
        autoComplete="organization"
        {...fields.field('legalName')}
      />
      <TextField label={COPY.address} maxLength={L.address} autoComplete="street-address" {...fields.field('address')} />
      <div className="owner-form__pair">
        <TextField label={COPY.phone} type="tel" maxLength={L.phone} autoComplete="tel" {...fields.field('phone')} />
        <TextField label={COPY.email} type="email" maxLength={L.email} autoComplete="email" {...fields.field('email')} />
      </div>
      <SelectField label={COPY.register} options={REGISTER_OPTIONS} {...fields.field('register')} />
      {fields.values.register !== '' && <TextField label={COPY.registerNumber} inputMode="numeric" {...fields.field('registerNumber')} />}
      <TextField label={COPY.vatNumber} autoComplete="off" {...fields.field('vatNumber')} />
      <TextField label={COPY.iban} hint={COPY.ibanHint} autoComplete="off" spellCheck={false} {...fields.field('iban')} />
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {COPY.document}
        </label>
        <input
          id={fileId}
          className="field__input"
          type="file"
          name="document"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-describedby={`${fileId}-hint${errors.document ? ` ${fileId}-error` : ''}`}
          aria-invalid={errors.document ? true : undefined}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <p className="field__hint" id={`${fileId}-hint`}>
          {onFileHint}
        </p>
        {errors.document && (
          <p className="field__error" id={`${fileId}-error`}>
            {errors.document}
          </p>
        )}
      </div>
      <fieldset className="trader-certification">
        <legend>{COPY.certification}</legend>
        <div className="field field--checkbox">
          <input
            id={certId}
            type="checkbox"
            aria-invalid={errors.selfCertified ? true : undefined}
            aria-describedby={errors.selfCertified ? `${certId}-error` : undefined}
            checked={fields.values.selfCertified}
            onChange={(event) => fields.set({ selfCertified: event.target.checked })}
          />
          <label htmlFor={certId}>{TRADER_SELF_CERTIFICATION}</label>
        </div>
        {errors.selfCertified && (
          <p className="field__error" id={`${certId}-error`}>
            {errors.selfCertified}
          </p>
        )}
      </fieldset>
    </>
  )
}
