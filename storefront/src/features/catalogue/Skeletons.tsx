interface Props {
  count: number
  kind: 'product' | 'shop'
}

/** Grey placeholders while a list loads (spec 1 §9: 8, 12 and 6 in different places). */
export function Skeletons({ count, kind }: Props) {
  return (
    <div className={kind === 'product' ? 'product-grid' : 'shop-list'} aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton skeleton--${kind}`} />
      ))}
    </div>
  )
}
