import { closureToday, shopOpenStateAt, type ShopOpenState } from '@shoplocal/shared/rules'
import type { ShopOpenFacts } from '@shoplocal/shared/types'
import { OPENING_HOURS_COPY } from '../../messages/index.ts'

const WORDS: Record<ShopOpenState, string> = {
  open: OPENING_HOURS_COPY.openNow,
  closed: OPENING_HOURS_COPY.closed,
  closedToday: OPENING_HOURS_COPY.closedToday,
  temporarilyClosed: OPENING_HOURS_COPY.temporarilyClosed,
}

interface Props {
  /** The shop's weekly hours, and (where the page has them) its switch and closures. */
  facts: Pick<ShopOpenFacts, 'openingHoursSchedule'> & Partial<Omit<ShopOpenFacts, 'openingHoursSchedule'>>
}

/**
 * "Open now", "Closed", "Closed today" (with the closure's note) or "Temporarily closed", read on the Irish clock
 * when the page or card is drawn; nothing for a shop that gave no hours. A card drawn again in the browser a
 * minute later may differ from the server's, so the text is not checked against it.
 */
export function OpenStateBadge({ facts }: Props) {
  const now = new Date()
  const calendar = {
    openingHours: facts.openingHoursSchedule,
    closures: facts.closures ?? [],
    temporarilyClosed: facts.temporarilyClosed ?? false,
  }
  const state = shopOpenStateAt(calendar, now)
  if (!state) return null
  const note = state === 'closedToday' ? closureToday(facts.closures ?? [], now)?.note : null
  const badgeState = state === 'open' ? 'open' : 'closed'
  return (
    <span className={`open-badge open-badge--${badgeState}`} data-testid="open-state" data-state={state} suppressHydrationWarning>
      {WORDS[state]}
      {note ? `: ${note}` : ''}
    </span>
  )
}
