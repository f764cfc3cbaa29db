import { useState } from 'react'

type Values = Record<string, string | boolean>
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string

/**
 * A form's values in one state, and one call per field that wires it up:
 *
 *   const form = useSubmit()
 *   const fields = useFormFields({ email: '', password: '' }, form.fieldErrors)
 *   <TextField label="Email" {...fields.field('email')} />
 *
 * `field(name)` gives the control its name, value, change handler and the error the API or the form's
 * own check reported for that name. Props written after the spread win (another name, another error).
 */
export function useFormFields<V extends Values>(initial: V, errors: Readonly<Record<string, string>> = {}) {
  const [values, setValues] = useState<V>(initial)
  const set = (patch: Partial<V>) => setValues((previous) => ({ ...previous, ...patch }))
  const setOne = <K extends keyof V>(name: K, value: V[K]) => {
    const patch: Partial<V> = {}
    patch[name] = value
    set(patch)
  }

  function field<K extends KeysOf<V, string>>(name: K) {
    return {
      name,
      value: values[name],
      onValueChange: (value: V[K]) => setOne(name, value),
      error: errors[name],
    }
  }

  function checkbox<K extends KeysOf<V, boolean>>(name: K) {
    return { checked: values[name] as boolean, onChange: (checked: boolean) => setOne(name, checked as V[K]) }
  }

  return { values, set, replace: setValues, field, checkbox }
}

export type FormFields<V extends Values> = ReturnType<typeof useFormFields<V>>
