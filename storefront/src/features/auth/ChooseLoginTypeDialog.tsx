import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_LABELS } from '@shoplocal/shared/messages'
import { Dialog } from '../../components/ui/Dialog.tsx'
import './auth.css'

/**
 * 'Choose Login Type': Shop Owner Login and Customer Login; choosing one closes the
 * dialog and goes to the matching auth route. Exported for every screen that asks a guest to sign in.
 */
export function ChooseLoginTypeDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const choose = (href: string) => {
    onClose()
    window.location.assign(href)
  }
  return (
    <Dialog open={open} title={AUTH_LABELS.chooseLoginType} onClose={onClose}>
      <div className="login-choice">
        <button type="button" className="button button--primary" onClick={() => choose(ROUTES.shopOwnerAuth)}>
          {AUTH_LABELS.shopOwnerLogin}
        </button>
        <button type="button" className="button button--outline" onClick={() => choose(ROUTES.customerAuth)}>
          {AUTH_LABELS.customerLogin}
        </button>
      </div>
    </Dialog>
  )
}
