import { OWNER_TERMS_CHANGES_MAX_LENGTH, OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf, serverMessage } from '@shoplocal/shared/rules'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useBridge } from '../../bridge/context'
import { useToast } from '../../components/Toasts'
import { publishOwnerTerms, TRUST_QUERY_KEY } from '../../api/trust'
import { OWNER_TERMS_CONSOLE } from '../../messages/index'

/** The earliest day a version published now may take effect: the notice period counted in Irish days. */
const earliestDay = () => addCalendarDays(dublinDateOf(new Date()), OWNER_TERMS_NOTICE_DAYS)

/** Publishes a new version of the owners' terms; the API refuses a day inside the notice period and says why. */
export function PublishTermsForm() {
  const bridge = useBridge()
  const toast = useToast()
  const queryClient = useQueryClient()
  const id = useId()
  const [form, setForm] = useState({ version: '', changes: '', effectiveOn: earliestDay() })
  const publish = useMutation({
    mutationFn: () => publishOwnerTerms(bridge, form),
    onSuccess: async () => {
      toast({ tone: 'success', title: OWNER_TERMS_CONSOLE.publishedToast, description: form.version })
      setForm({ version: '', changes: '', effectiveOn: earliestDay() })
      await queryClient.invalidateQueries({ queryKey: TRUST_QUERY_KEY })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    publish.mutate()
  }
  const failure = publish.error ? (serverMessage(publish.error.message) ?? OWNER_TERMS_CONSOLE.publishFailed) : null

  return (
    <form className="terms-form" onSubmit={submit} noValidate aria-label={OWNER_TERMS_CONSOLE.publish}>
      <label className="field" htmlFor={`${id}-version`}>
        <span>{OWNER_TERMS_CONSOLE.version}</span>
        <input
          id={`${id}-version`}
          value={form.version}
          maxLength={20}
          onChange={(event) => setForm({ ...form, version: event.target.value })}
        />
      </label>
      <label className="field" htmlFor={`${id}-effective`}>
        <span>{OWNER_TERMS_CONSOLE.effectiveOn}</span>
        <input
          id={`${id}-effective`}
          type="date"
          min={earliestDay()}
          value={form.effectiveOn}
          onChange={(event) => setForm({ ...form, effectiveOn: event.target.value })}
        />
      </label>
      <label className="field terms-form__changes" htmlFor={`${id}-changes`}>
        <span>{OWNER_TERMS_CONSOLE.changes}</span>
        <textarea
          id={`${id}-changes`}
          rows={4}
          maxLength={OWNER_TERMS_CHANGES_MAX_LENGTH}
          value={form.changes}
          onChange={(event) => setForm({ ...form, changes: event.target.value })}
        />
      </label>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={publish.isPending}>
        {publish.isPending ? OWNER_TERMS_CONSOLE.publishing : OWNER_TERMS_CONSOLE.publish}
      </button>
    </form>
  )
}
