/**
 * Words only the console shows (its navigation, help overlay and self-measured figures). Words the API
 * or another app also shows stay in @shoplocal/shared/messages.
 */

export const NAV_COPY = {
  label: 'Console sections',
  groups: {
    start: 'Start',
    moderation: 'Moderation',
    money: 'Money',
    people: 'People',
    insights: 'Insights',
  },
  shortcutsButton: 'Keyboard shortcuts',
} as const

export const SHORTCUT_COPY = {
  title: 'Keyboard shortcuts',
  intro: 'Press g, then the key, to open a tab. Shortcuts are ignored while you type in a field.',
  help: 'Show this list',
  close: 'Close',
  keyColumn: 'Keys',
  actionColumn: 'Opens',
  /** Shown while the first key of a two-key shortcut waits for the second. */
  pending: 'g … press a tab key',
} as const
