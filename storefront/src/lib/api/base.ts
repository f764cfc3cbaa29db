/**
 * Where the storefront server finds the API. Read at request time (not inlined by Vite at build time)
 * so one build can be pointed at any API with the API_URL environment variable.
 */
const DEFAULT_API_URL = 'http://localhost:3333'

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.API_URL?.trim()
  // A trailing slash would double up with the '/api/...' paths joined onto it.
  return (configured === undefined || configured === '' ? DEFAULT_API_URL : configured).replace(/\/+$/, '')
}
