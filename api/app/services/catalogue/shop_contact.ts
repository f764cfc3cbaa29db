/*
 * A shop's phone, e-mail and website are for signed-in people: the shop and spotlight pages tell a visitor to
 * sign in to see them, so no answer hands them to a visitor either. The one rule, for every public read of a
 * shop: lists and cards (read alike by everyone, and kept per process) carry none; a shop's page and a
 * spotlight carry them for a signed-in viewer only.
 */
interface ShopContact {
  phone: string | null
  email: string | null
  website?: string | null
}

export function contactFor<T extends ShopContact>(shop: T, signedIn: boolean): T {
  if (signedIn) return shop
  return { ...shop, phone: null, email: null, ...('website' in shop ? { website: null } : {}) }
}
