/** The key the drawer sends with a message (the API's `clientKey`), remembered with the text it was made for. */
export interface PendingSend {
  text: string
  key: string
}

/**
 * The key for sending `text`: a send tried again after a failure (the answer lost, the page's connection gone)
 * keeps the key, so the API stores the message once however many of the tries reached it; other text gets a
 * new key.
 */
export function pendingSend(previous: PendingSend | null, text: string, make: () => string = () => crypto.randomUUID()): PendingSend {
  return previous?.text === text ? previous : { text, key: make() }
}
