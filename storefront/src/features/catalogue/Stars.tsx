import { ratingLabel } from './display.ts'

interface Props {
  rating: number | string | null | undefined
  reviewCount?: number
}

/** One star and the rating to one decimal; the review count in brackets when known. */
export function Rating({ rating, reviewCount }: Props) {
  return (
    <span className="rating">
      <svg className="rating__star" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      <span className="rating__value">{ratingLabel(rating)}</span>
      {reviewCount !== undefined && <span className="rating__count">({reviewCount})</span>}
    </span>
  )
}
