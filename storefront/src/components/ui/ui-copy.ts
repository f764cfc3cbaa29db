/** Words of the generic UI pieces; words shared with the API and the console live in @shoplocal/shared. */
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
