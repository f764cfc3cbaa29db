import { ROUTES } from '@shoplocal/shared/constants'
import { AUTH_LABELS } from '@shoplocal/shared/messages'
import { useState } from 'react'
import { ChooseLoginTypeDialog } from './ChooseLoginTypeDialog.tsx'

/**
 * The guest header's Sign In: a plain link to /customer-auth that works before hydration; once
 * hydrated it opens 'Choose Login Type' so shop owners find their own portal.
 */
export default function HeaderSignIn() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        className="button button--primary site-header__signin"
        href={ROUTES.customerAuth}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        {AUTH_LABELS.signIn}
      </a>
      <ChooseLoginTypeDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
