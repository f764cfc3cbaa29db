/** The header menus' own words (the menu entries themselves are shared labels in @shoplocal/shared). */
export const MENU_COPY = {
  accountFallback: 'Account',
  openMenu: (name: string) => `Account menu for ${name}`,
  favouritesCount: (count: number) => (count === 1 ? '1 favourite' : `${count} favourites`),
} as const
