/** The website's admin pages point admin staff to the desktop console, where the admin tools live. */
export const ADMIN_PORTAL = {
  title: 'Admin Panel',
  enhancedTitle: 'Enhanced Admin Panel',
  customersTitle: 'Customers',
  intro: 'Moderation, payments, spotlight requests, customers and analytics are handled in the ShopLocal Admin desktop console.',
  steps: [
    'Install the ShopLocal Admin console for Windows, macOS or Linux from your team administrator.',
    "Open it and enter this marketplace's API address when it asks on first run.",
    'Sign in with your admin e-mail and password.',
  ],
  enhancedLink: 'Open the enhanced admin panel',
  signedInAs: (name: string) => `Signed in as ${name}`,
} as const
