/* The sign-in gate other features open where a signed-out visitor acts. */
export { SignInGate } from './SignInGate.tsx'
export { guestSessionOf, holdsGuestSession } from './guest-session.ts'
