/** Words of the generic UI pieces that the spec does not define. */
export const TOAST_LABELS = {
  close: 'Close notification',
} as const

export const PASSWORD_TOGGLE_LABELS = {
  show: 'Show password',
  hide: 'Hide password',
  showShort: 'Show',
  hideShort: 'Hide',
} as const

export const DIALOG_LABELS = {
  close: 'Close dialog',
} as const
