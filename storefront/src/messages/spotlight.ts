import { SPOTLIGHT_REVIEW_HOURS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'

export const daysLeftLabel = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`)

export const imageCounterLabel = (index: number, total: number): string => `${index + 1} / ${total}`

/** The request dialog's choice of the product's own photo. */
export const SPOTLIGHT_PHOTO_COPY = {
  useProductPhoto: 'Use the product’s own photo',
  productPhotoAlt: (product: string) => `Photo of ${product}`,
} as const

export const SPOTLIGHT_TOASTS = {
  submitted: {
    title: 'Spotlight Request Submitted',
    // The request waits for its payment first, then for review: say both, in that order.
    description: `Pay for it next (Pay now): once the payment is confirmed, your request will be reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`,
  },
  submitFailed: { title: COMMON_LABELS.error, fallback: 'Failed to submit spotlight request' },
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload one or more images.' },
} as const
