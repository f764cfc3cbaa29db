import { useAppInfo } from '../api/app-info'

/**
 * A picture the API serves (`/uploads/...`), resolved against the API's address. A URL pointing anywhere
 * else is shown as text: the console's Content-Security-Policy loads images from the API only.
 */
export function ApiImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const apiBaseUrl = useAppInfo().data?.apiBaseUrl
  if (!apiBaseUrl) return null
  const resolved = URL.parse(url, apiBaseUrl)
  if (resolved?.origin !== new URL(apiBaseUrl).origin) return <span className="mono">{url}</span>
  return <img className={className} src={resolved.href} alt={alt} loading="lazy" />
}
