import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_LABELS, REVIEW_MESSAGES, SHOP_DETAIL_LABELS, VALIDATION_MESSAGES, messageOrFallback } from '@shoplocal/shared/messages'
import { RATING_MAX, RATING_MIN } from '@shoplocal/shared/constants'
import { normalizeComment } from '@shoplocal/shared/rules'
import { useEffect, useState, type FormEvent } from 'react'
import { ChooseLoginTypeDialog } from '../auth/index.ts'
import { apiPost } from '../../lib/api/browser.ts'
import { errorServerMessage } from '../../lib/api/result.ts'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { asksToRate, withoutRateAction } from './rate-action.ts'

interface Props {
  shopId: number
  shopName: string
  /** A customer or shop owner may rate and see contact details. */
  signedIn: boolean
}

type Open = 'none' | 'rate' | 'signInToRate' | 'signInToViewContact' | 'chooseLogin'

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

/** Rate Shop and, for visitors, the sign-in prompts and the login-type chooser. */
export function ShopActions({ shopId, shopName, signedIn }: Props) {
  const [open, setOpen] = useState<Open>('none')

  useEffect(() => {
    // ?action=rate opens the rating dialog (or the sign-in prompt), then leaves the address.
    if (!asksToRate(window.location.search)) return
    setOpen(signedIn ? 'rate' : 'signInToRate')
    window.history.replaceState(
      window.history.state,
      '',
      withoutRateAction(window.location.pathname, window.location.search, window.location.hash),
    )
  }, [signedIn])

  const close = () => setOpen('none')

  return (
    <div className="shop-actions">
      <button
        type="button"
        className="button button--primary"
        onClick={() => setOpen(signedIn ? 'rate' : 'signInToRate')}
        data-testid="rate-shop"
      >
        {SHOP_DETAIL_LABELS.rateShop}
      </button>
      {!signedIn && (
        <>
          <button
            type="button"
            className="button button--outline"
            onClick={() => setOpen('signInToViewContact')}
            data-testid="view-contact"
          >
            {SHOP_DETAIL_COPY.showContact}
          </button>
          <button type="button" className="button button--outline" onClick={() => setOpen('chooseLogin')}>
            {AUTH_LABELS.signIn}
          </button>
        </>
      )}

      <LoginChoice
        open={open === 'signInToRate'}
        title={AUTH_LABELS.signInToRateShop}
        text={SHOP_DETAIL_COPY.signInToRateText}
        onClose={close}
      />
      <LoginChoice
        open={open === 'signInToViewContact'}
        title={AUTH_LABELS.signInToViewContact}
        text={SHOP_DETAIL_COPY.signInToViewContactText}
        onClose={close}
      />
      <ChooseLoginTypeDialog open={open === 'chooseLogin'} onClose={close} />
      {signedIn && <RatingDialog open={open === 'rate'} shopId={shopId} shopName={shopName} onClose={close} />}
    </div>
  )
}

interface LoginChoiceProps {
  open: boolean
  title: string
  text: string
  onClose: () => void
}

/** Customer Login or Shop Owner Login; choosing one closes the dialog and opens that sign-in page. */
function LoginChoice({ open, title, text, onClose }: LoginChoiceProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{text}</p>
      <div className="dialog__choices">
        <a className="button button--primary" href={ROUTES.customerAuth} onClick={onClose}>
          {AUTH_LABELS.customerLogin}
        </a>
        <a className="button button--outline" href={ROUTES.shopOwnerAuth} onClick={onClose}>
          {AUTH_LABELS.shopOwnerLogin}
        </a>
      </div>
    </Dialog>
  )
}

interface RatingDialogProps {
  open: boolean
  shopId: number
  shopName: string
  onClose: () => void
}

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string }

/** Stars 1-5 and an optional comment, posted to POST /api/shops/{id}/reviews. */
function RatingDialog({ open, shopId, shopName, onClose }: RatingDialogProps) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })

  function reset() {
    setRating(0)
    setComment('')
    setOutcome({ kind: 'idle' })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (rating === 0) {
      setOutcome({ kind: 'error', message: VALIDATION_MESSAGES.selectRating })
      return
    }
    setOutcome({ kind: 'sending' })
    try {
      await apiPost(`/api/shops/${shopId}/reviews`, { rating, comment: normalizeComment(comment) })
      // The dialog closes and resets after success; the toast confirms it.
      showToast({ title: REVIEW_MESSAGES.submitted, variant: 'success' })
      reset()
      onClose()
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOrFallback(errorServerMessage(error), REVIEW_MESSAGES.submitFailed) })
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        reset()
        onClose()
      }}
      title={`${SHOP_DETAIL_LABELS.rateShop}: ${shopName}`}
    >
      <form onSubmit={submit} className="rating-form">
        <fieldset className="rating-form__stars">
          <legend>{SHOP_DETAIL_COPY.yourRating}</legend>
          {STARS.map((star) => (
            <label key={star} className="rating-form__star">
              <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => setRating(star)} />
              <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
              <span className="visually-hidden">{SHOP_DETAIL_COPY.stars(star)}</span>
            </label>
          ))}
        </fieldset>
        <label className="rating-form__comment">
          <span>{SHOP_DETAIL_COPY.comment}</span>
          <textarea value={comment} onChange={(event) => setComment(event.target.value)} rows={3} maxLength={1000} />
        </label>
        {outcome.kind === 'error' && (
          <p className="form-error" role="alert">
            {outcome.message}
          </p>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={outcome.kind === 'sending'}>
            {SHOP_DETAIL_COPY.submitRating}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
