/*
 * Every Bouncer policy, by name, loaded on first use. Listed by hand rather
 * than generated at build time, so a fresh clone typechecks and runs without
 * a build step; add a line here with each new policy.
 */
export const policies = {
  AdminPolicy: () => import('#policies/admin_policy'),
  AccountPolicy: () => import('#policies/account_policy'),
  OwnerPolicy: () => import('#policies/owner_policy'),
  EngagementPolicy: () => import('#policies/engagement_policy'),
  PaymentPolicy: () => import('#policies/payment_policy'),
  SpotlightPolicy: () => import('#policies/spotlight_policy'),
  PaymentProofPolicy: () => import('#policies/payment_proof_policy'),
  CardPaymentPolicy: () => import('#policies/card_payment_policy'),
  ReceiptPolicy: () => import('#policies/receipt_policy'),
  ReservationPolicy: () => import('#policies/reservation_policy'),
  TraderPolicy: () => import('#policies/trader_policy'),
}
