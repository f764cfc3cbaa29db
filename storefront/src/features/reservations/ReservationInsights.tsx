import type { OwnerInsights } from '@shoplocal/shared/types'
import { RESERVATION_COPY } from './copy.ts'

/** The owner's analytics of reservations: the collection rate and the most reserved products (last 90 days). */
export function ReservationInsights({ insights }: { insights: OwnerInsights['reservations'] }) {
  const { collectionRate, collected, uncollected, perProduct } = insights
  return (
    <section className="owner-chart" aria-labelledby="insights-reservations" data-testid="insights-reservations">
      <h3 id="insights-reservations" className="owner-chart__title">
        {RESERVATION_COPY.insightsTitle}
      </h3>
      <p className="owner-chart__summary">
        {collectionRate === null ? RESERVATION_COPY.noCollections : RESERVATION_COPY.collectionRate(collectionRate, collected, uncollected)}
      </p>
      {perProduct.length > 0 && (
        <ol className="owner-favourites">
          {perProduct.map((row) => (
            <li key={row.productId} className="owner-favourites__row">
              <span className="owner-favourites__name">
                {row.name} <span className="owner-favourites__shop">{row.shopName}</span>
              </span>
              <span
                className="owner-favourites__bar"
                style={{ inlineSize: `${(row.reservations / perProduct[0].reservations) * 100}%` }}
                aria-hidden="true"
              />
              <span className="owner-favourites__count">
                {row.reservations} <span className="visually-hidden-text">{RESERVATION_COPY.ownerTab}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
