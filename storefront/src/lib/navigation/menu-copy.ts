/** The header menus' own words (the menu entries themselves are shared labels in @shoplocal/shared). */
export const MENU_COPY = {
  accountFallback: 'Account',
  /** The button that opens the site's links below a wide screen. */
  siteMenu: 'Menu',
  /** Read after the visible name, so the menu's accessible name starts with what the button shows. */
  menuSuffix: 'account menu',
  accountPage: 'Your account',
  favouritesCount: (count: number) => (count === 1 ? '1 favourite' : `${count} favourites`),
} as const
