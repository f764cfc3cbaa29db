import env from '#start/env'

/*
 * The answers that must not tell whether an account exists (registration, verification resends, reset and
 * sign-in code requests) take at least this long, whichever path they took: an existing account's path
 * sends a mail, an unknown one's does not, and without a floor the difference would be measurable.
 */
const answerTiming = {
  evenAnswerMs: env.get('AUTH_EVEN_ANSWER_MS') ?? 600,
}

export default answerTiming
