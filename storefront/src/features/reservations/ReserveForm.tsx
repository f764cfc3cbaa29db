import { RESERVATION_NOTE_MAX_LENGTH } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { Reservation } from '@shoplocal/shared/types'
import { useState, type FormEvent } from 'react'
import { FormAlert, SelectField, TextAreaField } from '../../components/ui/fields.tsx'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { ApiError } from '../../lib/api/result.ts'
import { SignInGate } from '../visitor-gate/index.ts'
import { asksToConfirmContact, sendAccountCode, type ContactToConfirm } from './account-confirmation.ts'
import { CodeStep } from './CodeStep.tsx'
import { ReservationRequested } from './ReservationRequested.tsx'
import { postReservation, sendGuestCode, type ReservationPayload } from './reservations-api.ts'
import { dayOptions, quantityOptions, type ReserveViewer } from './reserve-rules.ts'
import { RESERVATION_COPY } from './copy.ts'

interface Props {
  productId: number
  availableStock: number
  pickupDays: string[]
  viewer: ReserveViewer
}

type Step = 'choose' | 'gate' | 'code' | 'done'

/**
 * "Reserve for collection" on a product page. The choice (quantity, day, note) stays in this island while a
 * signed-out visitor signs in or continues as a guest and confirms the code sent to them; it is then sent
 * as it was. The API decides who may reserve: its 401 opens the sign-in gate, a guest's 403 asks for the code,
 * and so does a customer's whose e-mail or phone is not confirmed yet (account-confirmation.ts).
 */
export function ReserveForm({ productId, availableStock, pickupDays, viewer }: Props) {
  const quantities = quantityOptions(availableStock)
  const days = dayOptions(pickupDays)
  const [quantity, setQuantity] = useState(quantities[0]?.value ?? '1')
  const [day, setDay] = useState(days[0]?.value ?? '')
  const [note, setNote] = useState('')
  const [step, setStep] = useState<Step>('choose')
  const [made, setMade] = useState<Reservation | null>(null)
  // The account's contact a code went to; null: the guest's.
  const [contact, setContact] = useState<ContactToConfirm | null>(null)
  const form = useSubmit({
    shown: ['quantity', 'pickupDate', 'note', 'productId'],
    intercept: (error) => {
      if (!(error instanceof ApiError)) return false
      if (viewer === 'customer' && asksToConfirmContact(error)) void askAccountCode()
      else if (viewer !== 'guest') return false
      else if (error.status === 401) setStep('gate')
      else if (error.status === 403) void askForCode()
      else return false
      return true
    },
  })

  if (viewer === 'owner') return <p className="dialog__note">{RESERVATION_COPY.ownerNote}</p>
  if (quantities.length === 0 || days.length === 0) return <p className="dialog__note">{RESERVATION_COPY.cannotReserve}</p>

  async function askForCode() {
    await sendGuestCode()
    setStep('code')
  }

  async function askAccountCode() {
    const sent = await sendAccountCode()
    setContact(sent)
    if (sent) setStep('code')
  }

  async function reserve() {
    const payload: ReservationPayload = { productId, quantity: Number(quantity), pickupDate: day, note: note.trim() || null }
    const answer = await form.submit({ ok: true, payload }, postReservation, {
      title: COMMON_LABELS.error,
      fallback: RESERVATION_COPY.failed,
    })
    if (answer) {
      setMade(answer.reservation)
      setStep('done')
    }
  }

  if (step === 'done' && made) return <ReservationRequested reservation={made} />
  if (step === 'code') return <CodeStep contact={contact} onConfirmed={() => void reserve()} />

  return (
    <>
      <form
        className="reserve-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          void reserve()
        }}
        noValidate
        data-testid="reserve-form"
      >
        <p className="dialog__note">{RESERVATION_COPY.reserveIntro}</p>
        <div className="reserve-form__row">
          <SelectField
            label={RESERVATION_COPY.quantity}
            name="quantity"
            value={quantity}
            options={quantities}
            onValueChange={setQuantity}
            error={form.fieldErrors.quantity}
          />
          <SelectField
            label={RESERVATION_COPY.pickupDay}
            name="pickupDate"
            value={day}
            options={days}
            onValueChange={setDay}
            error={form.fieldErrors.pickupDate}
          />
        </div>
        <TextAreaField
          label={RESERVATION_COPY.note}
          name="note"
          value={note}
          onValueChange={setNote}
          error={form.fieldErrors.note}
          maxLength={RESERVATION_NOTE_MAX_LENGTH}
        />
        <FormAlert message={form.fieldErrors.productId ?? form.formError} />
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {RESERVATION_COPY.reserve}
        </button>
      </form>
      <SignInGate
        open={step === 'gate'}
        allowGuest
        onClose={() => setStep((current) => (current === 'gate' ? 'choose' : current))}
        onPassed={() => {
          setStep('choose')
          void reserve()
        }}
      />
    </>
  )
}
