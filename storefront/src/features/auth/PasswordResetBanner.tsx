import { PASSWORD_RESET_BANNER_MS } from '@shoplocal/shared/constants'
import { PASSWORD_RESET_BANNER } from '../../messages/index.ts'
import { useEffect, useState } from 'react'
import { DIALOG_LABELS } from '../../components/ui/ui-copy.ts'
import './auth.css'

/** The green banner of /?passwordReset=success: hides after 5 seconds or on close. */
export default function PasswordResetBanner() {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), PASSWORD_RESET_BANNER_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div className="reset-banner" role="status" data-testid="password-reset-banner">
      <p>{PASSWORD_RESET_BANNER}</p>
      <button type="button" className="reset-banner__close" onClick={() => setVisible(false)} aria-label={DIALOG_LABELS.close}>
        ×
      </button>
    </div>
  )
}
