import { REDIRECT_DELAYS_MS, shopPath } from '@shoplocal/shared/constants'
import { AUTH_LABELS, COMMON_LABELS } from '@shoplocal/shared/messages'
import { REVIEW_MESSAGES, SHOP_DETAIL_LABELS } from '../../messages/index.ts'
import { useEffect, useState } from 'react'
import { ChooseLoginTypeDialog, readPendingRating } from '../auth/index.ts'
import { openChat } from '../chat/index.ts'
import { SignInGate } from '../visitor-gate/index.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { ContactDialog } from './ContactDialog.tsx'
import { LoginChoice } from './LoginChoice.tsx'
import { RatingDialog } from './RatingDialog.tsx'
import { SHOP_DETAIL_COPY } from './copy.ts'
import { asksToRate, withoutRateAction } from './rate-action.ts'

interface Props {
  shopId: number
  shopName: string
  /** A customer or shop owner may rate and see contact details. */
  signedIn: boolean
  /** Customers (and visitors, who sign in to send) chat with the shop; owners answer from their dashboard. */
  canChat: boolean
}

type Open = 'none' | 'rate' | 'signInToRate' | 'customerSignIn' | 'signInToViewContact' | 'chooseLogin' | 'contact'

/**
 * Rate Shop, Message Shop and, for visitors, the sign-in prompts and the login-type chooser. A guest with a
 * guest session rates like a customer, through the code step until its contact is confirmed. Any other visitor
 * may fill in the rating dialog: the rating is kept as the pending rating and posted as soon as they sign in
 * (here, or on the sign-in pages), then the shop page shows the new average; one who continues as a guest
 * finds it in the dialog again, to send through the code step.
 */
export function ShopActions({ shopId, shopName, signedIn, canChat }: Props) {
  const [open, setOpen] = useState<Open>('none')

  useEffect(() => {
    // ?action=rate opens the rating dialog, then leaves the address.
    if (!asksToRate(window.location.search)) return
    setOpen('rate')
    window.history.replaceState(
      window.history.state,
      '',
      withoutRateAction(window.location.pathname, window.location.search, window.location.hash),
    )
  }, [])

  // A native <dialog> reports its closing after the next dialog was asked for: only the open one may reset.
  const closing = (which: Open) => () => setOpen((current) => (current === which ? 'none' : current))

  /** After the in-place sign-in the dialog has posted the pending rating; say how it went and show the shop again. */
  function afterSignIn() {
    const stillPending = readPendingRating(window.sessionStorage)
    if (stillPending) showToast({ title: COMMON_LABELS.error, description: REVIEW_MESSAGES.pendingRatingFailed, variant: 'destructive' })
    else showToast({ title: REVIEW_MESSAGES.submitted, variant: 'success' })
    window.setTimeout(() => window.location.assign(shopPath(shopId)), REDIRECT_DELAYS_MS.signIn)
  }

  return (
    <div className="shop-actions">
      <button type="button" className="button button--primary" onClick={() => setOpen('rate')} data-testid="rate-shop">
        {SHOP_DETAIL_LABELS.rateShop}
      </button>
      <button type="button" className="button button--outline" onClick={() => setOpen('contact')} data-testid="message-shop">
        {SHOP_DETAIL_LABELS.messageShop}
      </button>
      {canChat && (
        <button type="button" className="button button--outline" onClick={() => openChat({ shopId, shopName })} data-testid="start-chat">
          {SHOP_DETAIL_COPY.startChat}
        </button>
      )}
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

      <RatingDialog
        open={open === 'rate'}
        shopId={shopId}
        shopName={shopName}
        signedIn={signedIn}
        onClose={closing('rate')}
        onNeedsSignIn={() => setOpen('signInToRate')}
        onRated={() => window.setTimeout(() => window.location.reload(), REDIRECT_DELAYS_MS.unauthorized)}
      />
      <LoginChoice
        open={open === 'signInToRate'}
        title={AUTH_LABELS.signInToRateShop}
        text={SHOP_DETAIL_COPY.signInToRateText}
        onClose={closing('signInToRate')}
        onCustomerLogin={() => setOpen('customerSignIn')}
      />
      <SignInGate
        open={open === 'customerSignIn'}
        allowGuest
        onClose={closing('customerSignIn')}
        // A guest finishes the rating in the dialog (it waits for the code sent to the guest's contact).
        onPassed={(outcome) => (outcome === 'guest' ? setOpen('rate') : afterSignIn())}
      />
      <LoginChoice
        open={open === 'signInToViewContact'}
        title={AUTH_LABELS.signInToViewContact}
        text={SHOP_DETAIL_COPY.signInToViewContactText}
        onClose={closing('signInToViewContact')}
      />
      <ChooseLoginTypeDialog open={open === 'chooseLogin'} onClose={closing('chooseLogin')} />
      <ContactDialog open={open === 'contact'} shopId={shopId} shopName={shopName} signedIn={signedIn} onClose={closing('contact')} />
    </div>
  )
}
