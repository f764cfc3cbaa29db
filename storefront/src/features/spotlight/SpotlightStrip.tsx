import type { ActiveSpotlight } from '@shoplocal/shared/types'
import { spotlightPath } from '@shoplocal/shared/constants'
import { SPOTLIGHT_PAGE } from '@shoplocal/shared/messages'
import { daysLeftLabel } from '../../messages/index.ts'
import { SPOTLIGHT_REFRESH_MS } from '@shoplocal/shared/constants'
import { daysLeft, showsPriorityBadge } from '@shoplocal/shared/rules'
import { useEffect, useState } from 'react'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { priceLabel, productName, shopName } from '../catalogue/index.ts'
import { SponsoredNote } from '../sponsored/index.ts'
import { galleryImages, sponsorshipOf } from './spotlight-view.ts'
import { loadActiveSpotlights } from './spotlight-api.ts'

interface Props {
  initial: ActiveSpotlight[]
}

/** Active spotlights, highest priority first, refreshed every 5 minutes. */
export function SpotlightStrip({ initial }: Props) {
  const [spotlights, setSpotlights] = useState(initial)

  useEffect(() => {
    const timer = window.setInterval(async () => {
      const result = await loadActiveSpotlights()
      // A failed refresh keeps what is on screen rather than blanking the strip.
      if (result.ok) setSpotlights(result.data)
    }, SPOTLIGHT_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])

  if (spotlights.length === 0) return null
  return <SpotlightList spotlights={spotlights} />
}

function SpotlightList({ spotlights }: { spotlights: ActiveSpotlight[] }) {
  return (
    <ul className="spotlight-strip" data-testid="spotlight-strip">
      {spotlights.map((spotlight) => {
        const image = galleryImages(spotlight)[0] ?? PRODUCT_PLACEHOLDER_IMAGE
        const name = productName(spotlight.product.name)
        return (
          <li key={spotlight.id} className="spotlight-card" data-testid="spotlight-card">
            <a href={spotlightPath(spotlight.id)} className="spotlight-card__link">
              <div className="spotlight-card__media">
                <img
                  src={image}
                  data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
                  suppressHydrationWarning
                  alt=""
                  width="400"
                  height="300"
                  loading="lazy"
                />
                {showsPriorityBadge(spotlight.priority) && (
                  <span className="badge badge--priority" data-testid="priority-badge">
                    {SPOTLIGHT_PAGE.priorityBadge}
                  </span>
                )}
              </div>
              <div className="spotlight-card__body">
                <span className="spotlight-card__name">{name}</span>
                <span className="spotlight-card__shop">
                  {shopName(spotlight.shop.name)} · {spotlight.shop.location}
                </span>
                <span className="spotlight-card__meta">
                  <strong>{priceLabel(spotlight.product.price)}</strong>
                  <span>{daysLeftLabel(daysLeft(spotlight.endDate))}</span>
                </span>
              </div>
            </a>
            <SponsoredNote sponsored={sponsorshipOf(spotlight)} shopName={shopName(spotlight.shop.name)} />
          </li>
        )
      })}
    </ul>
  )
}
