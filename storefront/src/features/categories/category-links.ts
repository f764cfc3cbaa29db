/** Category tiles open the product list filtered by the category: that is what a shopper picks them for. */
export function categoryHref(slug: string): string {
  return `/browse-products?category=${encodeURIComponent(slug)}`
}
