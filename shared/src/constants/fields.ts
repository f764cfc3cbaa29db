import { CODE_LENGTH } from './auth.ts'

/** Database column lengths; forms and validators use the same limits, so accepted input always fits its column. */
export const FIELD_LENGTHS = {
  shop: {
    name: 200,
    location: 200,
    address: 500,
    description: 5000,
    phone: 20,
    email: 100,
    website: 200,
    status: 20,
    profileImageUrl: 500,
    paymentProofUrl: 500,
    paymentReference: 100,
  },
  product: { name: 200, description: 5000 },
  category: { name: 100, slug: 100, icon: 50 },
  contactMessage: { senderName: 100, senderPhone: 20, senderEmail: 100 },
  verificationCode: { code: CODE_LENGTH, type: 20 },
  passwordResetToken: { code: CODE_LENGTH },
  paymentTransaction: { paymentReference: 100 },
  /** The owner's billing details, printed on receipts. */
  billing: { address: 300, vatNumber: 20 },
} as const
