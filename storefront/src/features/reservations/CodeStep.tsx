import { CodeStep as CodeForm } from '../../components/ui/CodeStep.tsx'
import { confirmAccountCode, type ContactToConfirm } from './account-confirmation.ts'
import { confirmGuestCode } from './reservations-api.ts'
import { RESERVATION_COPY } from './copy.ts'

interface Props {
  /** The account's contact the code went to; null: the guest's session. */
  contact: ContactToConfirm | null
  onConfirmed(): void
}

/** The code a guest or a customer was sent: once confirmed, the reservation they chose is sent as it was. */
export function CodeStep({ contact, onConfirmed }: Props) {
  return (
    <CodeForm
      className="reserve-form"
      testId="reserve-code-form"
      intro={contact ? RESERVATION_COPY.accountCodeIntro(contact.value) : RESERVATION_COPY.codeIntro}
      label={RESERVATION_COPY.code}
      submitLabel={RESERVATION_COPY.confirmAndReserve}
      fallback={RESERVATION_COPY.failed}
      confirm={(code) => (contact ? confirmAccountCode(contact, code) : confirmGuestCode(code))}
      onConfirmed={onConfirmed}
    />
  )
}
