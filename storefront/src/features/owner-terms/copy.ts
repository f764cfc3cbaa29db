/* What owners and visitors read about the versions of the terms shop owners accept. */
export const OWNER_TERMS_COPY = {
  inForce: (version: string, from: string) => `Version ${version}, in force from ${from}.`,
  upcomingTitle: (version: string, from: string) => `Our terms for shop owners change on ${from} (version ${version})`,
  upcomingBody: 'Until then the current terms apply. What changes:',
  readTerms: 'Read the terms',
  acceptOnRegister: (version: string) => `Creating a shop owner account means accepting our terms of use, version ${version}.`,
  termsLink: 'Terms of use',
} as const
