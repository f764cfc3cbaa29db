/** Opening hours: the badge on shop and spotlight pages, the form's words and its validation messages. */
export const OPENING_HOURS_COPY = {
  openNow: 'Open now',
  closed: 'Closed',
  closedToday: 'Closed today',
  temporarilyClosed: 'Temporarily closed',
  closures: 'Holiday closures',
  closureDays: (from: string, to: string) => (from === to ? from : `${from} to ${to}`),
  heading: 'Opening Hours',
  closedDay: 'Closed',
  openAllDay: 'Open 24 hours',
  opens: 'Opens',
  closes: 'Closes',
  formHint:
    'Times are Irish time. A closing time earlier than the opening time means the shop closes after midnight; the same time for both means open 24 hours.',
} as const
