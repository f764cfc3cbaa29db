/** Following a shop (a favourite shop): the button on the shop page and the Shops section of /favorites. */
export const FOLLOW_COPY = {
  follow: 'Follow shop',
  following: 'Following',
  followLabel: (shop: string) => `Follow ${shop}`,
  unfollowLabel: (shop: string) => `Stop following ${shop}`,
  followers: (count: number) => (count === 1 ? '1 follower' : `${count} followers`),
  shopsHeading: 'Shops',
  productsHeading: 'Products',
  noShops: 'You are not following any shops yet. Tap Follow shop on a shop page to see it here.',
  unfollow: 'Unfollow',
  unfollowNamed: (shop: string) => `Unfollow ${shop}`,
  failed: 'We could not change this just now. Please try again.',
} as const
