/** Opening hours: the badge on shop and spotlight pages, the form's words and its validation messages. */

export const OPENING_HOURS_MESSAGES = {
  invalid: 'Please give each day once, Monday to Sunday',
  timeInvalid: 'Please enter times as HH:MM (24-hour)',
  bothTimes: 'Please give both an opening and a closing time, or mark the day closed',
} as const
