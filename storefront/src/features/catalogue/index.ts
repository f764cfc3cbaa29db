/*
 * The catalogue feature's public face: the cards, the results lists and their state, and the display
 * helpers. Other features import from here, never from the files behind it.
 */
export {
  PRODUCT_CARD_SIZES,
  priceLabel,
  productDescription,
  productImage,
  productName,
  productSrcset,
  shopImage,
  shopName,
  stockLabel,
} from './display.ts'
export { listingProblem, listingState, type ListingState } from './listing-state.ts'
export { ProductResults } from './ProductResults.tsx'
export { type MoreButton } from './ResultsList.tsx'
export { Rating } from './Stars.tsx'
export { ShopResults } from './ShopResults.tsx'
export { Skeletons } from './Skeletons.tsx'
