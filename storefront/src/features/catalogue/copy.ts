/** The catalogue's own words around its results; words the API or the console also show come from @shoplocal/shared/messages. */
export const CATALOGUE_COPY = {
  noShopsHint: 'Try another name, town or category.',
  noProductsHint: 'Try a shorter name, another town or all categories.',
  tryAgain: 'Please try again in a moment.',
  /** Distances are between town centres: a shop in the same town is "in town", not "0 km away". */
  inTown: 'In town',
  kmAway: (km: string) => `${km} km away`,
  /** Measured to the middle of the shop's county (its town is not in the place data): whole km, said to be rough. */
  aboutKmAway: (km: string) => `About ${km} km away`,
} as const
