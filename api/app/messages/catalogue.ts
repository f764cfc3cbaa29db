/** "Use my location" from a position far from every town we list. */
export const NO_TOWN_NEARBY = 'We could not find a town near you. Type your town instead.'
