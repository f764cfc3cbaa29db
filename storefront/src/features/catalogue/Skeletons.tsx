interface Props {
  count: number
  kind: 'product' | 'shop'
}

/** Grey placeholders while a list loads. */
export function Skeletons({ count, kind }: Props) {
  return (
    <div className={kind === 'product' ? 'product-grid' : 'shop-list'} aria-hidden="true" data-testid="skeletons">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton skeleton--${kind}`} />
      ))}
    </div>
  )
}
