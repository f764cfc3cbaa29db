/**
 * Spec strings the storefront needs that @shoplocal/shared/messages does not export yet. They belong in
 * shared; once they are there, import them from '@shoplocal/shared/messages' and delete this file.
 */
export const PENDING_STRINGS = {
  /** Spec 1 §2 (combined customer and shop-owner page): 'a Back to Home button'. */
  backToHome: 'Back to Home',
} as const
