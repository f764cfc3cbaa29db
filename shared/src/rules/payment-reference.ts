/**
 * Bank-transfer payment references: "SL" + the invoice number in Crockford base32 (no I, L, O or U, so
 * nothing reads two ways) + one check character, grouped as SL-XXXXX-C. Derived from the transaction id, so
 * two invoices never share one. People type them into banking apps and banks echo them back in statements
 * with spaces, hyphens, lower case or O for 0; normalizing undoes that and the check character catches a
 * mistyped or swapped character.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const PREFIX = 'SL'
const BODY_LENGTH = 5
const READ_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1', U: 'V' }

/** Weighted sum so a swap of two neighbouring characters changes the check character too. */
function checkCharacter(body: string): string {
  let sum = 0
  for (const [index, character] of [...body].entries()) sum += ALPHABET.indexOf(character) * (index + 2)
  return ALPHABET[sum % ALPHABET.length]
}

export function makePaymentReference(transactionId: number): string {
  if (!Number.isInteger(transactionId) || transactionId < 1 || transactionId >= ALPHABET.length ** BODY_LENGTH) {
    throw new RangeError(`No payment reference for transaction ${transactionId}`)
  }
  let body = ''
  for (let rest = transactionId; body.length < BODY_LENGTH; rest = Math.floor(rest / ALPHABET.length)) {
    body = ALPHABET[rest % ALPHABET.length] + body
  }
  return `${PREFIX}-${body}-${checkCharacter(body)}`
}

/** A reference exactly as makePaymentReference writes it, anywhere in a text (a fresh global pattern each call). */
export const issuedPaymentReferencePattern = (): RegExp => new RegExp(`${PREFIX}-[${ALPHABET}]{${BODY_LENGTH}}-[${ALPHABET}]`, 'g')

/** The canonical form of something a person or a bank wrote, or null when it is not a valid reference. */
export function normalizePaymentReference(text: string): string | null {
  const compact = [...text.toUpperCase().replace(/[\s\-_./]/g, '')].map((character) => READ_ALIKES[character] ?? character).join('')
  // "SL" itself may have been read-alike mapped to "S1".
  const match = /^S[L1]([0-9A-Z]{5})([0-9A-Z])$/.exec(compact)
  if (!match) return null
  const [, body, check] = match
  if ([...body].some((character) => !ALPHABET.includes(character)) || checkCharacter(body) !== check) return null
  return `${PREFIX}-${body}-${check}`
}

/** Every valid reference written anywhere in a bank statement line's free text, in order, without repeats. */
export function findPaymentReferences(text: string): string[] {
  const found: string[] = []
  for (const candidate of text.toUpperCase().matchAll(/S\s*[-_.]?\s*[L1](?:\s*[-_.]?\s*[0-9A-Z]){6}/g)) {
    const reference = normalizePaymentReference(candidate[0])
    if (reference && !found.includes(reference)) found.push(reference)
  }
  return found
}

/**
 * An IBAN as people read and type it: in groups of four from the start ('IE29 AIBK 9311 5212 3456 78'),
 * whatever spacing it was stored with. Screens keep each group whole (they wrap only between groups).
 */
export const formatIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
