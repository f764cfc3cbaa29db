/** The words of the review code step (shop and product pages). */
export const REVIEW_CODE_COPY = {
  code: '6-digit code',
  confirm: 'Publish review',
  resend: 'Send a new code',
  resendFailed: 'We could not send a new code. Please try again.',
  newCodeSent: 'New code sent',
  held: 'Thank you for your review',
  heldText: 'Many new reviews of this shop arrived at once, so our team checks them first: yours appears once approved.',
  guestName: 'Your name (optional)',
  guestNameHint: 'Shown with your reviews. The name you confirm with your first code stays with your guest session.',
} as const
