import type { Product } from '@shoplocal/shared/types'
import { ProductCard } from './ProductCard.tsx'

interface Props {
  products: Product[]
  showShop?: boolean
  headingLevel?: 2 | 3
}

/**
 * The grid as one component: a server-rendered page pays React's render call once for the whole list
 * instead of once per card.
 */
export function ProductGrid({ products, showShop = true, headingLevel }: Props) {
  return (
    <div className="product-grid" data-testid="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} showShop={showShop} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
