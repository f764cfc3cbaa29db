/** The sign-in gate's own words. */
export const GATE_COPY = {
  guestHeading: 'Or continue as a guest',
  guestText: 'Save favourites without an account: leave an email or a phone number.',
  guestContact: 'Email or phone',
  continueAsGuest: 'Continue as guest',
} as const
