import { bellDisclosureStep, type BellDisclosureEvent } from '../rules/notifications.ts'
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react'

/**
 * The notification bell's disclosure bound to the page, for the website's bell and the console's alike:
 * `bellDisclosureStep` decides what each event does; this hook holds the state, listens for presses outside while
 * open and moves the focus.
 */
export function useBellDisclosure() {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  /** Applies an event; whether the bell took it. */
  const send = (event: BellDisclosureEvent): boolean => {
    const step = bellDisclosureStep(open, event)
    if (!step) return false
    setOpen(step.open)
    if (step.focusBell) buttonRef.current?.focus()
    return true
  }
  const pressed = useEffectEvent((event: PointerEvent) => {
    send({ type: 'pointerDown', insideBell: rootRef.current?.contains(event.target as Node) ?? false })
  })

  useEffect(() => {
    if (!open) return
    const listener = (event: PointerEvent) => pressed(event)
    document.addEventListener('pointerdown', listener)
    return () => document.removeEventListener('pointerdown', listener)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (send({ type: 'keyDown', key: event.key })) event.stopPropagation()
  }
  return { open, rootRef, buttonRef, send, onKeyDown }
}
