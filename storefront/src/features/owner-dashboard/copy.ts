/** The owner dashboard's own words; the labels the API and other screens share come from @shoplocal/shared/messages. */
export const OWNER_DASHBOARD_COPY = {
  greeting: (name: string) => `Welcome, ${name}`,
  intro: 'Your shops, products and spotlight requests will be managed here.',
} as const
