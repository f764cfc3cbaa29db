import { RESERVATION_MAX_QUANTITY } from '@shoplocal/shared/constants'
import { formatPickupDay } from '@shoplocal/shared/rules'

/** Who is on the product page: a customer reserves at once, a guest or visitor confirms a contact first, an owner cannot. */
export type ReserveViewer = 'customer' | 'guest' | 'owner'

/** Quantities the form offers: 1 up to what is available, at most RESERVATION_MAX_QUANTITY. */
export function quantityOptions(available: number): { value: string; label: string }[] {
  const most = Math.max(0, Math.min(available, RESERVATION_MAX_QUANTITY))
  return Array.from({ length: most }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))
}

export function dayOptions(days: readonly string[]): { value: string; label: string }[] {
  return days.map((day) => ({ value: day, label: formatPickupDay(day) }))
}
