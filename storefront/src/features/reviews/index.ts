/* The review list shop and product pages share: reviews with their owner replies. */
export { default as ReviewItems } from './ReviewItems.astro'
