import type { TraderCheckItem, TraderRegister } from '../constants/trader.ts'

/** What the shop page shows of the trader behind the shop (`trader` of GET /api/shops/{id}). */
export interface PublicTrader {
  legalName: string
  address: string
  phone: string
  email: string
  register: TraderRegister | null
  registerNumber: string | null
  /** The trader certified that they offer only products and services that comply with EU law. */
  selfCertified: true
}

/** The whole of what the owner gave: the owner's form and the admin's checklist read it. */
export interface TraderDetails extends Omit<PublicTrader, 'selfCertified'> {
  vatNumber: string | null
  iban: string
  selfCertifiedAt: string
  /** Where the identity document is read (owner and admins only), or null before it is uploaded. */
  identityDocumentUrl: string | null
  identityDocumentType: string | null
  identityUploadedAt: string | null
  /** True once the details, the identity document and the self-certification are all given. */
  complete: boolean
  updatedAt: string
}

/** GET /api/shops/{id}/trader: the shop's details, or (when it has none yet) those of the owner's latest other shop to start from. */
export interface OwnerTraderResponse {
  trader: TraderDetails | null
  fromOtherShop: TraderDetails | null
  /** After this day an approved shop without complete details is hidden until they are complete (YYYY-MM-DD). */
  deadline: string
}

/** PUT /api/shops/{id}/trader and …/trader/identity. */
export interface TraderSaved {
  message: string
  trader: TraderDetails
}

export interface TraderCheck {
  by: { id: number | null; name: string }
  at: string
}

/** GET /api/admin/shops/{id}/trader and PUT …/trader/checks. */
export interface AdminTraderChecklist {
  trader: TraderDetails | null
  /** Each item: who ticked it and when, or null; items that do not apply are absent from `due`. */
  checks: Record<TraderCheckItem, TraderCheck | null>
  due: TraderCheckItem[]
  missing: TraderCheckItem[]
}
