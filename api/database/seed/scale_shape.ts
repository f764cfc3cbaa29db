/** Products per shop across the benchmark dataset: 10,000 shops → 200,000 products (benches size by products). */
export const SCALE_PRODUCTS_PER_SHOP = 20
