import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { GO_KEY, HELP_KEY, tabForKey } from './nav'

/** How long the second key of a `g` shortcut is waited for. */
const SECOND_KEY_MS = 1500

/** Typing in a field, or working an open dialog, must not switch tabs. */
function ignored(event: KeyboardEvent): boolean {
  const target = event.target
  if (event.ctrlKey || event.metaKey || event.altKey) return true
  if (document.querySelector('dialog[open]')) return true
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/**
 * `g` then a tab's key opens that tab; `?` opens the list of shortcuts. Listened for in the capture
 * phase and stopped there, so the second key never also reaches a tab's own keys (the queue's `a`).
 */
export function useTabShortcuts(onHelp: () => void, onWaiting: (waiting: boolean) => void): void {
  const navigate = useNavigate()
  const waitingForTab = useRef(false)
  const help = useRef(onHelp)
  help.current = onHelp
  const waiting = useRef(onWaiting)
  waiting.current = onWaiting

  useEffect(() => {
    let timer: number | undefined
    const stopWaiting = () => {
      window.clearTimeout(timer)
      waitingForTab.current = false
      waiting.current(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return
      if (waitingForTab.current) {
        stopWaiting()
        const tab = tabForKey(event.key)
        if (!tab) return
        event.preventDefault()
        event.stopImmediatePropagation()
        void navigate(`/${tab}`)
        return
      }
      if (event.key === HELP_KEY) {
        event.preventDefault()
        event.stopImmediatePropagation()
        help.current()
      } else if (event.key === GO_KEY) {
        event.preventDefault()
        event.stopImmediatePropagation()
        waitingForTab.current = true
        waiting.current(true)
        timer = window.setTimeout(stopWaiting, SECOND_KEY_MS)
      }
    }
    window.addEventListener('keydown', onKey, true)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [navigate])
}
