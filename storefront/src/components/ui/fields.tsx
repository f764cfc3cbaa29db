import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import './ui.css'
import { PASSWORD_TOGGLE_LABELS } from './ui-copy.ts'

/**
 * Labelled form controls: every field has a visible label, and its error is tied to it with
 * aria-describedby and aria-invalid so screen readers read it with the field.
 */
interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange(value: string): void
  error?: string
  hint?: ReactNode
}

export function TextField({ label, value, onValueChange, error, hint, id, ...input }: FieldProps) {
  const generated = useId()
  const fieldId = id ?? generated
  const errorId = `${fieldId}-error`
  const hintId = `${fieldId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <input
        {...input}
        id={fieldId}
        className="field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A password field with a show/hide toggle button. */
export function PasswordField({ label, value, onValueChange, error, id, ...input }: Omit<FieldProps, 'type' | 'hint'>) {
  const generated = useId()
  const fieldId = id ?? generated
  const errorId = `${fieldId}-error`
  const [visible, setVisible] = useState(false)
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="field__password">
        <input
          {...input}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="field__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={fieldId}
          aria-label={visible ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show}
        >
          {visible ? PASSWORD_TOGGLE_LABELS.hideShort : PASSWORD_TOGGLE_LABELS.showShort}
        </button>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A multi-line text field, labelled and described like TextField. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  rows = 3,
  maxLength,
  name,
}: {
  label: string
  value: string
  onValueChange(value: string): void
  error?: string
  rows?: number
  maxLength?: number
  name?: string
}) {
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        className="field__input field__input--multiline"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

interface SelectFieldProps<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onValueChange(value: T): void
  error?: string
  name?: string
}

export function SelectField<T extends string>({ label, value, options, onValueChange, error, name }: SelectFieldProps<T>) {
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <select
        id={fieldId}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value)
          if (chosen) onValueChange(chosen.value)
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  const fieldId = useId()
  return (
    <div className="field field--checkbox">
      <input id={fieldId} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={fieldId}>{label}</label>
    </div>
  )
}

/** The form-level message: announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert" role="alert" aria-live="assertive">
      {message && <p className="form-alert__text">{message}</p>}
    </div>
  )
}
