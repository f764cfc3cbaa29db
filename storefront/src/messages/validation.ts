import { type ToastText, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'

const MISSING_REQUIRED_FIELD = 'Missing Required Field'

/** Validation failures the screens show as toasts. */
export const VALIDATION_TOASTS = {
  contactRequired: { title: 'Contact Required', description: VALIDATION_MESSAGES.contactRequired },
  ratingRequired: { title: 'Rating Required', description: 'Please select a rating before submitting.' },
  passwordsDontMatch: {
    title: "Passwords Don't Match",
    description: 'Please ensure both password fields contain the same value.',
  },
  shopNameMissing: { title: MISSING_REQUIRED_FIELD, description: VALIDATION_MESSAGES.shopNameMissing },
  locationMissing: { title: MISSING_REQUIRED_FIELD, description: VALIDATION_MESSAGES.locationMissing },
  productNameMissing: { title: MISSING_REQUIRED_FIELD, description: VALIDATION_MESSAGES.productNameMissing },
  invalidPrice: { title: 'Invalid Price', description: VALIDATION_MESSAGES.priceNotPositive },
  spotlightImagesMissing: { title: 'Images required', description: VALIDATION_MESSAGES.spotlightImagesMissing },
  spotlightTooManyImages: { title: 'Too many images', description: VALIDATION_MESSAGES.spotlightTooManyImages },
} as const satisfies Record<string, ToastText>
