import { TOAST_DURATION_MS, TOAST_LIMIT } from '@shoplocal/shared/constants'
import type { ToastText } from '@shoplocal/shared/messages'
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

type ToastTone = 'success' | 'error'
interface Toast extends ToastText {
  id: number
  tone: ToastTone
}

type ShowToast = (toast: ToastText & { tone: ToastTone }) => void
const ToastContext = createContext<ShowToast | null>(null)

/** Toasts: one at a time (TOAST_LIMIT), gone after TOAST_DURATION_MS, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), [])
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = nextId.current++
      setToasts((current) => [...current, { ...toast, id }].slice(-TOAST_LIMIT))
      setTimeout(() => dismiss(id), TOAST_DURATION_MS)
    },
    [dismiss],
  )
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
            <strong>{toast.title}</strong>
            {toast.description ? <p>{toast.description}</p> : null}
            <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside <ToastProvider>')
  return show
}
