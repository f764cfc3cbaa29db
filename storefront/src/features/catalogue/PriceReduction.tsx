import { shownReduction } from '@shoplocal/shared/rules'
import type { Euro } from '@shoplocal/shared/types'
import { CATALOGUE_COPY } from './copy.ts'
import { priceLabel } from './display.ts'

/**
 * The prior price struck through and the percentage off it, beside a reduced price; nothing for a product that
 * is not reduced. Rendered on the server by the pages, and in the cards of the search islands.
 */
export function PriceReduction({ price, priorPrice }: { price: Euro; priorPrice?: Euro | null }) {
  const reduction = shownReduction(price, priorPrice)
  if (!reduction) return null
  return (
    <>
      <s className="product-card__original" data-testid="prior-price">
        <span className="visually-hidden">{CATALOGUE_COPY.priorPriceLabel} </span>
        {priceLabel(reduction.priorPrice)}
      </s>
      <span className="price-cut">{CATALOGUE_COPY.percentOff(reduction.percentOff)}</span>
    </>
  )
}
