import { useSyncExternalStore } from 'react'
import { TOAST_LABELS } from './ui-copy.ts'
import { toastStore } from './toast-store.ts'
import './toaster.css'

const noToast = () => null

/**
 * Shows the current toast. Errors are announced assertively, the rest politely; the region exists
 * from the first paint so screen readers pick up the first message too.
 */
export default function Toaster() {
  const store = toastStore()
  const toast = useSyncExternalStore(store.subscribe, store.current, noToast)
  const urgent = toast?.variant === 'destructive'
  return (
    <div className="toaster" aria-live={urgent ? 'assertive' : 'polite'} role={urgent ? 'alert' : 'status'}>
      {toast && (
        <div className={`toast toast--${toast.variant}`} data-testid="toast" key={toast.id}>
          <div className="toast__text">
            <p className="toast__title">{toast.title}</p>
            {toast.description && <p className="toast__description">{toast.description}</p>}
          </div>
          <button type="button" className="toast__close" onClick={store.dismiss} aria-label={TOAST_LABELS.close}>
            ×
          </button>
        </div>
      )}
    </div>
  )
}
