import { CODE_LENGTH } from '@shoplocal/shared/constants'
import { AUTH_LABELS } from '@shoplocal/shared/messages'
import type { ReactNode } from 'react'
import { PasswordField, TextField } from '../../components/ui/fields.tsx'
import { FIELD_LABELS } from './auth-copy.ts'

/**
 * The field groups the account forms share, so each form only states how it differs. Each takes the
 * wiring `useFormFields(...).field(name)` gives, so the form's state stays the form's.
 */

interface Wired {
  name: string
  value: string
  onValueChange(value: string): void
  error?: string
}

/** The 6-digit code of a verification or reset mail: digits only, cut to the code's length. */
export function CodeField({ onValueChange, ...field }: Wired & { autoFocus?: boolean; required?: boolean }) {
  return (
    <TextField
      label={FIELD_LABELS.code}
      {...field}
      onValueChange={(value) => onValueChange(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder={AUTH_LABELS.codePlaceholder}
      hint={AUTH_LABELS.codeExpiryNote}
    />
  )
}

/** First and last name side by side, the contact fields the form passes in, then the city. */
export function NameAndCityFields({
  firstName,
  lastName,
  city,
  children,
}: {
  firstName: Wired
  lastName: Wired
  city: Wired
  children: ReactNode
}) {
  return (
    <>
      <div className="auth-form__row">
        <TextField label={FIELD_LABELS.firstName} autoComplete="given-name" {...firstName} />
        <TextField label={FIELD_LABELS.lastName} autoComplete="family-name" {...lastName} />
      </div>
      {children}
      <TextField label={FIELD_LABELS.city} autoComplete="address-level2" {...city} />
    </>
  )
}

/**
 * A new password and, when the form asks for it, its confirmation. `reset` labels them as the new
 * password of a reset; `hint` sits between the two.
 */
export function NewPasswordFields({
  password,
  confirm,
  reset = false,
  hint,
}: {
  password: Wired
  confirm?: Wired
  reset?: boolean
  hint?: ReactNode
}) {
  return (
    <>
      <PasswordField label={reset ? FIELD_LABELS.newPassword : FIELD_LABELS.password} autoComplete="new-password" {...password} />
      {hint}
      {confirm && (
        <PasswordField
          label={reset ? FIELD_LABELS.confirmNewPassword : FIELD_LABELS.confirmPassword}
          autoComplete="new-password"
          {...confirm}
        />
      )}
    </>
  )
}
