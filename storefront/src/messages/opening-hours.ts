/** Opening hours: the badge on shop and spotlight pages, the form's words and its validation messages. */
export const OPENING_HOURS_COPY = {
  openNow: 'Open now',
  closed: 'Closed',
  heading: 'Opening Hours',
  closedDay: 'Closed',
  opens: 'Opens',
  closes: 'Closes',
  formHint: 'Times are Irish time. A closing time earlier than the opening time means the shop closes after midnight.',
} as const
