/** The spotlight page's own words; words other apps also show come from @shoplocal/shared. */
export const SPOTLIGHT_COPY = {
  notFoundText: 'This featured product has ended or does not exist.',
  contactHidden: 'The shop’s phone and email are shown to signed-in customers and shop owners.',
  detailsHeading: 'Product details',
  /** The product's own page, where its reviews are read and written. */
  productPage: 'Reviews and more from this shop',
  infoHeading: 'Spotlight',
  daysLeft: 'Time left',
  location: 'Location',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  spotlightHeading: 'Spotlight',
  spotlightIntro: 'Sponsored: local shops paid to show these products here.',
  viewSpotlight: 'View product',
} as const
