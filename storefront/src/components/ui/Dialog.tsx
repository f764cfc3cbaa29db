import { useEffect, useId, type ReactNode } from 'react'
import './ui.css'
import { DIALOG_LABELS } from './ui-copy.ts'
import { useNativeModal } from './use-native-modal.ts'

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns to the
 * control that opened it, also when the dialog is removed while open (a parent that renders it only while
 * open), which the browser does not do by itself.
 */
interface DialogProps {
  open: boolean
  title: string
  onClose(): void
  children: ReactNode
}

export function Dialog({ open, title, onClose, children }: DialogProps) {
  const { ref, opener } = useNativeModal(open)
  const titleId = useId()

  // Removed while open, the dialog gets no close() and focus falls to the page body: give it back.
  useEffect(() => {
    const remembered = opener
    return () => {
      const back = remembered.current
      const lost = document.activeElement === null || document.activeElement === document.body
      if (lost && back?.isConnected) back.focus()
    }
  }, [opener])

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="dialog__body">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label={DIALOG_LABELS.close}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
