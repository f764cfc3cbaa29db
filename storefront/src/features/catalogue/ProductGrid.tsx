import type { Product } from '@shoplocal/shared/types'
import { ProductCard } from './ProductCard.tsx'

interface Props {
  products: Product[]
  showShop?: boolean
  headingLevel?: 2 | 3
  /**
   * How many of the first pictures load at once instead of lazily: on a page whose first screen shows the grid
   * (a shop page on a phone), its first picture is the largest paint, which a lazy load would hold back.
   */
  eagerPictures?: number
}

/**
 * The grid as one component: a server-rendered page pays React's render call once for the whole list
 * instead of once per card.
 */
export function ProductGrid({ products, showShop = true, headingLevel, eagerPictures = 0 }: Props) {
  return (
    <div className="product-grid" data-testid="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} showShop={showShop} headingLevel={headingLevel} eager={index < eagerPictures} />
      ))}
    </div>
  )
}
