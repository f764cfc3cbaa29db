import { useEffect, useRef } from 'react'

/**
 * A native <dialog> shown as a modal while `open` (the browser traps focus, Escape closes it). `opener` is the
 * control that had focus when it opened; with `refocusOnClose` focus goes back to it on closing, for a dialog
 * that stays in the page while closed.
 */
export function useNativeModal(open: boolean, refocusOnClose = false) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
    if (!open && refocusOnClose && opener.current) {
      opener.current.focus()
      opener.current = null
    }
  }, [open, refocusOnClose])
  return { ref, opener }
}
