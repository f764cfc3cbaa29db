import { CONTACT_MESSAGE_MAX_LENGTH } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES, VALIDATION_TOASTS, messageOrFallback } from '@shoplocal/shared/messages'
import { useState, type FormEvent } from 'react'
import { apiPost } from '../../lib/api/browser.ts'
import { ApiError, errorServerMessage } from '../../lib/api/result.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { EMPTY_CONTACT as EMPTY, checkContact, type ContactErrors as Errors, type ContactValues as Values } from './contact-rules.ts'

interface Props {
  open: boolean
  shopId: number
  shopName: string
  /** Signed-in visitors write from their account; others give a name and an email or a phone. */
  signedIn: boolean
  onClose(): void
}

/** Message the shop: the owner gets it by email and in their dashboard. */
export function ContactDialog({ open, shopId, shopName, signedIn, onClose }: Props) {
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const field = (name: keyof Values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  })

  function close() {
    setValues(EMPTY)
    setErrors({})
    setFormError(null)
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkContact(values, signedIn)
    setErrors(check.errors)
    if (check.contactMissing) {
      showToast({ ...VALIDATION_TOASTS.contactRequired, variant: 'destructive' })
      setFormError(VALIDATION_MESSAGES.contactRequired)
      return
    }
    if (Object.keys(check.errors).length > 0) return
    setBusy(true)
    setFormError(null)
    try {
      const body = signedIn ? { content: values.content } : values
      await apiPost(`/api/shops/${shopId}/messages`, body)
      showToast({ title: SHOP_DETAIL_COPY.messageSent, description: SHOP_DETAIL_COPY.messageSentText(shopName), variant: 'success' })
      close()
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(fields)
      if (Object.keys(fields).length === 0) setFormError(messageOrFallback(errorServerMessage(error), SHOP_DETAIL_COPY.messageFailed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} title={`${SHOP_DETAIL_COPY.messageTitle}: ${shopName}`}>
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={busy}>
        {!signedIn && (
          <>
            <p className="dialog__note">{SHOP_DETAIL_COPY.guestContactNote}</p>
            <TextField label={SHOP_DETAIL_COPY.yourName} autoComplete="name" {...field('senderName')} />
            <TextField label={SHOP_DETAIL_COPY.email} type="email" autoComplete="email" {...field('senderEmail')} />
            <TextField label={SHOP_DETAIL_COPY.phone} type="tel" autoComplete="tel" {...field('senderPhone')} />
          </>
        )}
        <label className="rating-form__comment">
          <span>{SHOP_DETAIL_COPY.message}</span>
          <textarea
            value={values.content}
            onChange={(event) => field('content').onValueChange(event.target.value)}
            rows={4}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            aria-invalid={errors.content ? true : undefined}
          />
        </label>
        {errors.content && <p className="field__error">{errors.content}</p>}
        <FormAlert message={formError} />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {SHOP_DETAIL_COPY.send}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
