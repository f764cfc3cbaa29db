/** The report band and dialog's own words. */
export const REPORT_COPY = {
  reportShop: 'Report a shop',
  reportIntro: 'Something wrong with a shop or a listing? Tell us and we will look into it.',
} as const
