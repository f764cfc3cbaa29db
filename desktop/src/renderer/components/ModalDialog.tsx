import { useLayoutEffect, useRef, type ReactNode } from 'react'

interface ModalDialogProps {
  open: boolean
  /** Blocks Escape while a call is on its way. */
  busy?: boolean
  labelledBy: string
  /** Runs each time the dialog opens, to clear what was typed last time. */
  onOpen(): void
  onCancel(): void
  children: ReactNode
  /** `dialog-wide` for a dialog that shows a record rather than asks a question. */
  className?: string
}

/**
 * A native modal <dialog>: the browser traps focus, Escape cancels, and focus returns to the button that
 * opened it, so every console dialog works from the keyboard.
 */
export function ModalDialog({ open, busy = false, labelledBy, onOpen, onCancel, children, className }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opened = useRef(onOpen)
  opened.current = onOpen

  // Opened in the same task as the render that puts its fields in the page: with a plain effect (after paint) a
  // key pressed in between reached a field of a dialog not yet open, and the opening then cleared what it did.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opened.current()
      element.showModal()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      {children}
    </dialog>
  )
}
