import { shopPath } from '@shoplocal/shared/constants'
import type { ShopSummary } from '@shoplocal/shared/types'
import { useState } from 'react'
import { accept, useSubmit } from '../../components/ui/use-submit.ts'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { Rating, shopImage, shopName } from '../catalogue/index.ts'
import { FOLLOW_COPY } from './follow-copy.ts'
import { FOLLOW_FAILED } from './follow-submit.ts'
import { setFollowing } from './favourites-api.ts'
import './favourites.css'

interface Props {
  /** The followed shops the page was rendered with, newest first. */
  initial: ShopSummary[]
}

/** The Shops section of /favorites: the shops this customer or guest follows, each with Unfollow. */
export function FollowedShops({ initial }: Props) {
  const [shops, setShops] = useState(initial)
  const form = useSubmit()

  const unfollow = (shop: ShopSummary) =>
    form.submit(
      accept(shop.id),
      (id) => setFollowing(id, false),
      FOLLOW_FAILED,
      () => setShops((current) => current.filter((item) => item.id !== shop.id)),
    )

  if (shops.length === 0) return <p className="followed-shops__empty">{FOLLOW_COPY.noShops}</p>
  return (
    <ul className="followed-shops" data-testid="followed-shops">
      {shops.map((shop) => {
        const name = shopName(shop.name)
        return (
          <li key={shop.id} className="followed-shop" data-testid="followed-shop" data-shop-id={shop.id}>
            <img
              src={shopImage(shop.profileImageUrl)}
              data-fallback={SHOP_PLACEHOLDER_IMAGE}
              alt=""
              width="56"
              height="56"
              loading="lazy"
            />
            <div className="followed-shop__body">
              <h3 className="followed-shop__name">
                <a href={shopPath(shop.id)}>{name}</a>
              </h3>
              <p className="followed-shop__location">{shop.location}</p>
              <Rating rating={shop.rating} reviewCount={shop.reviewCount} />
            </div>
            <button
              type="button"
              className="button button--outline"
              disabled={form.busy}
              onClick={() => void unfollow(shop)}
              aria-label={FOLLOW_COPY.unfollowNamed(name)}
            >
              {FOLLOW_COPY.unfollow}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
