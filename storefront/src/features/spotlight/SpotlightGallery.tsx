import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { imageCounterLabel } from '../../messages/index.ts'
import { useState } from 'react'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { stepIndex } from './spotlight-view.ts'

interface Props {
  images: string[]
  name: string
}

/** Previous / next, a counter, thumbnails, and a click on the picture opens it in a new tab. */
export function SpotlightGallery({ images, name }: Props) {
  const [index, setIndex] = useState(0)
  const list = images.length > 0 ? images : [PRODUCT_PLACEHOLDER_IMAGE]
  const current = list[index] ?? list[0]
  const many = list.length > 1

  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery__stage">
        <a href={current} target="_blank" rel="noopener" className="gallery__open" data-testid="gallery-open">
          <img
            src={current}
            data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
            suppressHydrationWarning
            alt={`${name} (${imageCounterLabel(index, list.length)})`}
            width="800"
            height="600"
          />
        </a>
        {many && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--previous"
              aria-label={COMMON_LABELS.previous}
              onClick={() => setIndex(stepIndex(index, -1, list.length))}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label={COMMON_LABELS.next}
              onClick={() => setIndex(stepIndex(index, 1, list.length))}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
        <span className="gallery__counter" data-testid="gallery-counter" aria-live="polite">
          {imageCounterLabel(index, list.length)}
        </span>
      </div>
      {many && (
        <ul className="gallery__thumbs">
          {list.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={position === index ? 'true' : undefined}
                aria-label={imageCounterLabel(position, list.length)}
                onClick={() => setIndex(position)}
              >
                <img
                  src={image}
                  data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
                  suppressHydrationWarning
                  alt=""
                  width="96"
                  height="72"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
