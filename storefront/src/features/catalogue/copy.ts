/** The catalogue's own words around its results; words the API or the console also show come from @shoplocal/shared/messages. */
export const CATALOGUE_COPY = {
  /** A reduction is shown only against the prior price the API derives from the price history. */
  priorPriceLabel: 'Lowest price in the 30 days before the reduction:',
  percentOff: (percent: number) => `−${percent}%`,
  reducedSince: (date: string) => `Reduced since ${date}. The struck-through price is the lowest it had in the 30 days before.`,
  noShopsHint: 'Try another name, town or category.',
  noProductsHint: 'Try a shorter name, another town or all categories.',
  tryAgain: 'Please try again in a moment.',
  /** Distances are between town centres: a shop in the same town is "in town", not "0 km away". */
  inTown: 'In town',
  kmAway: (km: string) => `${km} km away`,
  /** Measured to the middle of the shop's county (its town is not in the place data): whole km, said to be rough. */
  aboutKmAway: (km: string) => `About ${km} km away`,
} as const
