import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { CATALOGUE_ERRORS } from '../../messages/index.ts'
import { detectContact } from '@shoplocal/shared/rules'
import { useState, type FormEvent } from 'react'
import { CustomerSignInDialog } from '../auth/index.ts'
import { TextField } from '../../components/ui/fields.tsx'
import { useSubmit } from '../../components/ui/use-submit.ts'
import { startGuestSession } from './guest-session.ts'
import { GATE_COPY } from './copy.ts'
import './visitor-gate.css'

type GateOutcome = 'signedIn' | 'guest'

interface Props {
  open: boolean
  onClose(): void
  /** Runs once the visitor may act: signed in, or (with allowGuest) holding a guest session. */
  onPassed(outcome: GateOutcome): void
  /** Favourites and reviews also accept a guest session; chat does not. */
  allowGuest?: boolean
}

/**
 * Where a signed-out visitor tries to favourite, rate or chat: the customer sign-in dialog (Sign In /
 * Sign Up), and for favourites a guest session from an email or a phone. The opener finishes what the
 * visitor started in onPassed (the dialog signs in only after a new account's code step).
 */
export function SignInGate({ open, onClose, onPassed, allowGuest = false }: Props) {
  // Mounted on first use: pages carry several gates, and a closed one needs no forms in the document.
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <CustomerSignInDialog open={open} onClose={onClose} onSignedIn={() => onPassed('signedIn')}>
      {allowGuest && (
        <GuestContinue
          onStarted={() => {
            onClose()
            onPassed('guest')
          }}
        />
      )}
    </CustomerSignInDialog>
  )
}

function GuestContinue({ onStarted }: { onStarted(): void }) {
  const [contact, setContact] = useState('')
  // The API names the email or the phone; the form shows both under its one contact field.
  const { busy, fieldErrors, submit: send } = useSubmit({ shown: ['contact'], aliases: { email: 'contact', phone: 'contact' } })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const detected = detectContact(contact.trim())
    await send(
      contact.trim() === ''
        ? { ok: false, field: 'contact', message: VALIDATION_MESSAGES.contactRequired }
        : { ok: true, payload: detected.kind === 'email' ? { email: detected.value } : { phone: detected.value } },
      startGuestSession,
      { title: CATALOGUE_ERRORS.guestSessionFailed.title, fallback: CATALOGUE_ERRORS.guestSessionFailed.description },
      onStarted,
    )
  }

  return (
    <form className="guest-continue" noValidate onSubmit={submit} aria-busy={busy}>
      <h3 className="guest-continue__heading">{GATE_COPY.guestHeading}</h3>
      <p className="guest-continue__text">{GATE_COPY.guestText}</p>
      <TextField
        label={GATE_COPY.guestContact}
        autoComplete="email"
        value={contact}
        onValueChange={setContact}
        error={fieldErrors.contact}
      />
      <button type="submit" className="button button--outline" disabled={busy} data-testid="continue-as-guest">
        {GATE_COPY.continueAsGuest}
      </button>
    </form>
  )
}
