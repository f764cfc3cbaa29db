import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_LABELS } from '@shoplocal/shared/messages'
import { Dialog } from '../../components/ui/Dialog.tsx'

interface LoginChoiceProps {
  open: boolean
  title: string
  text: string
  onClose: () => void
  /** When given, Customer Login signs in right here (the link still works without JavaScript). */
  onCustomerLogin?: () => void
}

/** Customer Login or Shop Owner Login; choosing one closes the dialog and opens that sign-in. */
export function LoginChoice({ open, title, text, onClose, onCustomerLogin }: LoginChoiceProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <p>{text}</p>
      <div className="dialog__choices">
        <a
          className="button button--primary"
          href={ROUTES.customerAuth}
          onClick={(event) => {
            if (!onCustomerLogin) return onClose()
            event.preventDefault()
            onCustomerLogin()
          }}
        >
          {AUTH_LABELS.customerLogin}
        </a>
        <a className="button button--outline" href={ROUTES.shopOwnerAuth} onClick={onClose}>
          {AUTH_LABELS.shopOwnerLogin}
        </a>
      </div>
    </Dialog>
  )
}
