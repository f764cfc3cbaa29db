import { RATING_MAX, RATING_MIN } from '@shoplocal/shared/constants'
import { SHOP_DETAIL_COPY } from './copy.ts'

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

/** The rating dialog's 1-5 stars, as radio buttons. */
export function RatingStars({ rating, onRate }: { rating: number; onRate(star: number): void }) {
  return (
    <fieldset className="rating-form__stars">
      <legend>{SHOP_DETAIL_COPY.yourRating}</legend>
      {STARS.map((star) => (
        <label key={star} className="rating-form__star">
          <input type="radio" name="rating" value={star} checked={rating === star} onChange={() => onRate(star)} />
          <span aria-hidden="true">{star <= rating ? '★' : '☆'}</span>
          <span className="visually-hidden">{SHOP_DETAIL_COPY.stars(star)}</span>
        </label>
      ))}
    </fieldset>
  )
}
