/**
 * The site layout's own words (footer, hero, search form). Words the API or the console also show come
 * from @shoplocal/shared/messages.
 */
export const SITE_COPY = {
  skipToContent: 'Skip to content',
  listYourShop: 'List your shop',
  pricing: 'Pricing',
  mainNavigation: 'Main navigation',
  footer: {
    blurb:
      'ShopLocal Ireland connects you with independent shops and local businesses in your town and county — from a corner bakery to the mechanic down the road.',
    exploreHeading: 'Explore',
    accountHeading: 'Your account',
    contactHeading: 'Contact',
    about: 'About',
    browseShops: 'Browse Shops',
    contactEmail: 'hello@shoplocal.ie',
    madeIn: 'Made for local shops across Ireland.',
    aboutThisSite: 'About this site',
    privacy: 'Privacy and cookies',
    terms: 'Terms and moderation',
    contact: 'Contact points',
    accessibility: 'Accessibility',
  },
  home: {
    ownerQuickActions: 'Quick actions',
    ownerSubscription: 'Subscription',
    searchHeading: 'Find something local',
    productLabel: 'What are you looking for?',
    productPlaceholder: 'e.g. sourdough, bike repair',
    locationLabel: 'Where?',
    locationPlaceholder: 'Town or county',
    searchButton: 'Search',
    categoriesHeading: 'Browse by category',
    categoriesIntro: 'Pick a category to see products from shops near you.',
    categoriesUnavailable: 'Categories are unavailable right now.',
    categoriesUnavailableHint: 'You can still search for products above, or try again in a moment.',
    categoriesEmpty: 'No categories yet.',
    aboutHeading: 'Why shop local?',
    aboutPoints: [
      {
        title: 'Real shops, real people',
        text: 'Every shop is checked before it appears, so you know who you are buying from.',
      },
      {
        title: 'Close to home',
        text: 'Search by town or county and find what is on your doorstep.',
      },
      {
        title: 'Keep it in the community',
        text: 'Money spent locally keeps high streets open and jobs in the area.',
      },
    ],
  },
} as const
