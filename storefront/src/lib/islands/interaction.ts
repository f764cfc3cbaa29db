import type { ClientDirective } from 'astro'

/*
 * client:interaction — the island stays server-rendered HTML until the visitor reaches for it, so a page whose
 * islands all wait ships no framework on its first load. The early signs of intent (the pointer arriving, a
 * touch, focus from the keyboard) start loading; the events that act (click, submit) that arrive while it loads
 * are held and sent again once it has hydrated, so the first click or Enter does what it would have done on a
 * hydrated page. A click with a modifier or another button keeps the browser's own handling (a new tab).
 * Text typed while it loads is handed to the island as input events, or the island's state would still hold the
 * server's value and the first search would send an empty box.
 *
 * Its value may name (a CSS selector of an element around it) the part of the page the island serves, for an island that renders
 * nothing of its own on the server but adds controls to server HTML there (the hearts on product cards): it
 * wakes on the same signs anywhere in that part, and holds nothing, as its controls only exist once it runs
 * and every click there belongs to a plain link or another island.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const
const HELD_EVENTS = ['click', 'submit'] as const

function plainClick(event: Event): boolean {
  if (!(event instanceof MouseEvent)) return true
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}

type TextField = HTMLInputElement | HTMLTextAreaElement

/**
 * The visitor's text goes back in as an input event. React hydrates in the background, remembers the value a
 * field had when it hydrated, and ignores an input event that does not change it; so the field first goes back
 * to its server value, an input event makes React finish hydrating it at once (it does for discrete events),
 * and then the typed text arrives as a change.
 */
function handOver(field: TextField): void {
  const typed = field.value
  field.value = field.defaultValue
  field.dispatchEvent(new Event('input', { bubbles: true }))
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function typedFields(island: HTMLElement): TextField[] {
  return [...island.querySelectorAll<TextField>('input, textarea')].filter(
    (field) =>
      field.value !== field.defaultValue &&
      !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(field.type)),
  )
}

function replay(event: Event): void {
  const target = event.target
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter = event instanceof SubmitEvent ? event.submitter : null
    target.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : undefined)
    return
  }
  if (target instanceof Element && target.isConnected) {
    const Kind = event.constructor as typeof MouseEvent
    target.dispatchEvent(new Kind(event.type, event as MouseEvent))
  }
}

const interactionDirective: ClientDirective = (load, options, island) => {
  const area = typeof options.value === 'string' ? island.closest<HTMLElement>(options.value) : null
  const watched = area ?? island
  let started = false
  const held: Event[] = []

  const hold = (event: Event) => {
    if (!plainClick(event)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(event)
  }

  const start = async () => {
    if (started) return
    started = true
    for (const type of WAKE_EVENTS) watched.removeEventListener(type, start, true)
    try {
      const hydrate = await load()
      await hydrate()
    } finally {
      for (const type of HELD_EVENTS) island.removeEventListener(type, heldOrStart, true)
      // After the hydration's own synchronous work, so the island's handlers are in place.
      setTimeout(() => {
        typedFields(island).forEach(handOver)
        held.splice(0).forEach(replay)
      })
    }
  }

  // A click or submit with no sign before it (assistive technology can click directly) starts loading too.
  const heldOrStart = (event: Event) => {
    hold(event)
    void start()
  }

  for (const type of WAKE_EVENTS) watched.addEventListener(type, start, { capture: true, passive: true })
  if (area === null) for (const type of HELD_EVENTS) island.addEventListener(type, heldOrStart, true)
}

export default interactionDirective
