import { formatDate } from '@shoplocal/shared/rules'
import type { Sponsorship } from '@shoplocal/shared/types'
import { SPONSORED_COPY } from './copy.ts'

interface Props {
  sponsored: Sponsorship | null | undefined
  /** The shop that paid; left out where the page is that shop's own ("This shop paid…"). */
  shopName?: string | null
}

/**
 * The "Sponsored" label of a spotlighted product with its "Why am I seeing this?" answer, as a disclosure that
 * opens without JavaScript (cards on shop pages ship none). Nothing for a product that is not sponsored.
 */
export function SponsoredNote({ sponsored, shopName = null }: Props) {
  if (!sponsored) return null
  return (
    <details className="sponsored" data-testid="sponsored">
      <summary className="sponsored__summary">
        <span className="badge badge--spotlight">{SPONSORED_COPY.label}</span>
        <span className="sponsored__why">{SPONSORED_COPY.why}</span>
      </summary>
      <p className="sponsored__answer">
        {SPONSORED_COPY.paidBy(shopName, formatDate(sponsored.from), formatDate(sponsored.until))} {SPONSORED_COPY.alike}{' '}
        <a href={SPONSORED_COPY.howWeRankPath}>{SPONSORED_COPY.howWeRank}</a>
      </p>
    </details>
  )
}
