/** The reverse-geocoding service behind 'Use my location', a setting (PUBLIC_GEOCODER_URL). */
export const DEFAULT_GEOCODER_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client'

/** The configured service, read on the server at request time; '' switches the button off. */
export function geocoderUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_GEOCODER_URL
  return configured === undefined ? DEFAULT_GEOCODER_URL : configured.trim()
}

/** The service's origin, which the browser must be allowed to fetch from; null when switched off. */
export function geocoderOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = geocoderUrl(env)
  if (url === '') return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
