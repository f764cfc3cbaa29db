import { useId, useState } from 'react'
import { PAYMENT_PROOF_MAX_BYTES } from '@shoplocal/shared/constants'
import { BILLING_ERRORS } from '@shoplocal/shared/messages'
import type { OwnerPayment } from '@shoplocal/shared/types'
import { FormAlert } from '../../components/ui/fields.tsx'
import { accept, successToast } from '../../components/ui/use-submit.ts'
import { uploadProof } from './billing-api.ts'
import { BILLING_COPY as COPY, PROOF_SUBMITTED } from './copy.ts'
import { FAILURE, usePaySubmit } from './pay-forms.ts'

const ACCEPTED_PROOF_TYPES = 'image/jpeg,image/png,image/webp,image/gif,application/pdf'
const looksLikeProof = (file: File) => file.type === 'application/pdf' || /^image\/(jpeg|png|webp|gif)$/.test(file.type)

/** The proof of a bank transfer: a picture or PDF of the payment, checked before it is sent. */
export function ProofUpload({ invoice, onUploaded }: { invoice: OwnerPayment; onUploaded(next: OwnerPayment): void }) {
  const inputId = useId()
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const form = usePaySubmit()
  const setError = form.setFormError
  const received = invoice.paymentStatus === 'pending_verification'

  const choose = (chosen: File | null) => {
    setError(null)
    if (chosen && !looksLikeProof(chosen)) return (setFile(null), setError(BILLING_ERRORS.proofWrongType))
    if (chosen && chosen.size > PAYMENT_PROOF_MAX_BYTES) return (setFile(null), setError(BILLING_ERRORS.proofTooLarge))
    setFile(chosen)
  }

  const send = async () => {
    if (progress !== null) return
    setProgress(file ? 0 : null)
    await form.submit(
      file ? accept(file) : { ok: false, message: BILLING_ERRORS.proofMissing },
      (proof) => uploadProof(invoice.id, proof, setProgress),
      FAILURE,
      (next) => {
        successToast({ title: PROOF_SUBMITTED.title, description: PROOF_SUBMITTED.description(invoice.transactionType) })
        setFile(null)
        onUploaded(next)
      },
    )
    setProgress(null)
  }

  return (
    <form
      className="pay-proof"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <h3 className="pay-card__subtitle">{COPY.uploadProof}</h3>
      {received && (
        <p className="notice" role="status" data-testid="proof-received">
          {COPY.proofReceived}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {received ? COPY.replaceProof : COPY.proofFile}
        </label>
        <input
          id={inputId}
          type="file"
          name="proof"
          accept={ACCEPTED_PROOF_TYPES}
          aria-describedby={hintId}
          className="field__input"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="field__hint">
          {COPY.proofHint}
        </p>
      </div>
      {progress !== null && (
        <div className="pay-proof__progress">
          <progress max={1} value={progress} aria-label={COPY.uploading(Math.round(progress * 100))} />
          <span>{COPY.uploading(Math.round(progress * 100))}</span>
        </div>
      )}
      <FormAlert message={form.formError} />
      {/* Never `disabled`: a focused button that is disabled drops keyboard focus to the page body. Without a
          file it says which one is missing; while one uploads, a second press does nothing. */}
      <button type="submit" className="button button--primary" aria-disabled={progress !== null}>
        {COPY.sendProof}
      </button>
    </form>
  )
}
