import { MS_PER_MINUTE } from './locale.ts'

/**
 * Verification and reset codes: 6 random digits, 10 minutes, 5 attempts, single use. Short enough to type from an
 * email or text message, with too few tries and too little time to guess one.
 */
export const CODE_LENGTH = 6
export const CODE_EXPIRY_MINUTES = 10
export const CODE_EXPIRY_MS = CODE_EXPIRY_MINUTES * MS_PER_MINUTE
export const CODE_MAX_ATTEMPTS = 5

/**
 * Sign-in lockout, counted per account and client: a client that fails 5 times on an account is kept
 * away from it for 15 minutes, so one guesser cannot lock the owner out from elsewhere.
 */
export const LOCKOUT_MAX_ATTEMPTS = 5
const LOCKOUT_MINUTES = 15
export const LOCKOUT_MS = LOCKOUT_MINUTES * MS_PER_MINUTE

/**
 * An account failing from many clients at once: from the 10th failure within the lockout window,
 * clients that never signed in to it wait a delay that doubles with each further failure, up to a minute.
 */
export const ACCOUNT_THROTTLE_AFTER = 10
export const ACCOUNT_THROTTLE_MAX_SECONDS = 60

/** Codes mailed per account (verification, reset and sign-in codes each), and wrong code tries per account and guessing client. */
export const CODES_PER_HOUR = 3
export const CODES_PER_DAY = 10
export const WRONG_CODE_TRIES_PER_DAY = 10

/** Forms hint at 6 characters as the user types; the registration schema, enforced on the server, needs 8. */
export const PASSWORD_MIN_FORM = 6
export const PASSWORD_MIN_SCHEMA = 8
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&'

export const NAME_LENGTH = { min: 2, max: 50 } as const
export const CITY_LENGTH = { min: 2, max: 100 } as const
export const PHONE_MIN_DIGITS = 10
