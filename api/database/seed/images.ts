import { CATEGORIES } from '#database/data/catalogue'

/*
 * The seed's pictures: one SVG per category for shop logos and one per product
 * template, written to the uploads disk and served at /uploads/seed/...
 * Drawn here so the demo needs no image downloads.
 */
const PALETTE = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed', '#be123c', '#15803d', '#a16207', '#334155']

const SEED_IMAGE_FOLDER = 'seed'

export function shopImageUrl(slug: string): string {
  return `/uploads/${SEED_IMAGE_FOLDER}/shop-${slug}.svg`
}

export function productImageUrl(slug: string, templateIndex: number): string {
  return `/uploads/${SEED_IMAGE_FOLDER}/product-${slug}-${templateIndex}.svg`
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;')
}

function svg(width: number, height: number, colour: string, title: string, subtitle: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1f1c"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" opacity="0.08"/>
<text x="50%" y="48%" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(width / 16)}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="50%" y="62%" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(width / 30)}" fill="#d1fae5">${escapeXml(subtitle)}</text>
</svg>
`
}

/** Stores one file under a key of the uploads disk. */
type PutFile = (key: string, contents: string) => Promise<void>

export async function writeSeedImages(put: PutFile): Promise<void> {
  const folder = SEED_IMAGE_FOLDER
  await Promise.all(
    CATEGORIES.flatMap((category, categoryIndex) => {
      const colour = PALETTE[categoryIndex % PALETTE.length]
      return [
        put(`${folder}/shop-${category.slug}.svg`, svg(400, 400, colour, category.name, 'Local shop')),
        ...category.products.map((product, index) =>
          put(`${folder}/product-${category.slug}-${index}.svg`, svg(800, 600, colour, product.name, category.name)),
        ),
      ]
    }),
  )
}
