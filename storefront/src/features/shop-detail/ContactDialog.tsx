import { CONTACT_MESSAGE_MAX_LENGTH } from '@shoplocal/shared/constants'
import { COMMON_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { VALIDATION_TOASTS } from '../../messages/index.ts'
import { useState, type FormEvent } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { FormAlert, TextField } from '../../components/ui/fields.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { successToast, useSubmit } from '../../components/ui/use-submit.ts'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { EMPTY_CONTACT as EMPTY, checkContact, type ContactValues as Values } from './contact-rules.ts'
import { sendShopMessage } from './shop-detail-api.ts'

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
  const form = useSubmit({ shown: 'all' })
  const errors = form.fieldErrors
  const field = (name: keyof Values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  })

  function close() {
    setValues(EMPTY)
    form.reset()
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const check = checkContact(values, signedIn)
    if (check.contactMissing) showToast({ ...VALIDATION_TOASTS.contactRequired, variant: 'destructive' })
    else if (Object.keys(check.errors).length > 0) {
      // Messages under their fields replace what the last attempt said above the button.
      form.setFormError(null)
      return form.setFieldErrors(check.errors)
    }
    await form.submit(
      check.contactMissing
        ? { ok: false, message: VALIDATION_MESSAGES.contactRequired }
        : { ok: true, payload: signedIn ? { content: values.content } : values },
      (body) => sendShopMessage(shopId, body),
      { title: COMMON_LABELS.error, fallback: SHOP_DETAIL_COPY.messageFailed },
      () => {
        successToast({ title: SHOP_DETAIL_COPY.messageSent, description: SHOP_DETAIL_COPY.messageSentText(shopName) })
        close()
      },
    )
  }

  return (
    <Dialog open={open} onClose={close} title={`${SHOP_DETAIL_COPY.messageTitle}: ${shopName}`}>
      <form className="contact-form" noValidate onSubmit={submit} aria-busy={form.busy}>
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
        <FormAlert message={form.formError} />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {SHOP_DETAIL_COPY.send}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
