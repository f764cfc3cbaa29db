/* Reserve and collect: the product page's form, the account's list and the owner dashboard's tab. */
export { ReserveForm } from './ReserveForm.tsx'
export { MyReservations } from './MyReservations.tsx'
export { ReservationInsights } from './ReservationInsights.tsx'
export { OwnerReservationsTab } from './OwnerReservationsTab.tsx'
export { useOwnerReservations } from './use-owner-reservations.ts'
export { RESERVATION_COPY } from './copy.ts'
export { ShopClosuresDialog } from './ShopClosuresDialog.tsx'
