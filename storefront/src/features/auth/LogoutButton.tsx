import { useState } from 'react'
import { showToast } from '../../components/ui/toast-store.ts'
import { customerLogOut, logOut } from './logout.ts'

/**
 * The header menus' Logout (customer) and Sign Out (owner) buttons. The owner's runs the full logout
 * chain; the customer's is the customer logout that always clears and goes home after 500 ms.
 */
export default function LogoutButton({ label, kind }: { label: string; kind: 'customer' | 'account' }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="account-menu__item account-menu__logout"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void (kind === 'customer' ? customerLogOut() : logOut((toast) => showToast(toast)))
      }}
    >
      {label}
    </button>
  )
}
