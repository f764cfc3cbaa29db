/** Stand-ins for broken images: a stock picture for products, an icon for shop logos. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/placeholder-product.svg'
export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-icon.svg'

/**
 * Swaps a broken picture for the stock image named in its data-fallback attribute. Registered in <head>
 * before any <img> is parsed: a React onError would miss images that fail before the island hydrates,
 * and a capturing listener sees those too, and the ones islands render later. Kept as text so the
 * Content-Security-Policy can allow exactly this script by its hash. Images an island renders carry
 * suppressHydrationWarning: the swap may happen before hydration, which React would report as a mismatch.
 */
export const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error', (event) => {
  const image = event.target
  if (!(image instanceof HTMLImageElement)) return
  const fallback = image.dataset.fallback
  if (fallback && image.getAttribute('src') !== fallback) {
    image.removeAttribute('srcset')
    image.src = fallback
    image.dataset.fellBack = 'true'
  }
}, true)`
