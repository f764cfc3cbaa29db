import { REPORT_CATEGORY_LABELS, STATEMENT_ACTION_LABELS } from '@shoplocal/shared/messages'
import type { TransparencyFigures } from '@shoplocal/shared/types'
import { GROUND_OPTIONS, TRUST_CONSOLE } from '../../messages/index'

export interface FigureRow {
  section: string
  item: string
  value: number | string
}

/** Every figure as one (section, item, value) row: the table the view shows and the CSV it exports. */
export function transparencyRows(figures: TransparencyFigures): FigureRow[] {
  const t = TRUST_CONSOLE
  return [
    ...figures.reportsByCategory.map((row) => ({
      section: t.reportsByCategory,
      item: REPORT_CATEGORY_LABELS[row.category],
      value: row.count,
    })),
    ...figures.decisionsByAction.map((row) => ({
      section: t.decisionsByAction,
      item: STATEMENT_ACTION_LABELS[row.action],
      value: row.count,
    })),
    ...figures.decisionsByGround.map((row) => ({ section: t.decisionsByGround, item: GROUND_OPTIONS[row.ground], value: row.count })),
    { section: t.medianHours, item: `${figures.from} – ${figures.to}`, value: figures.medianHoursToDecision ?? '' },
    { section: t.ownInitiative, item: `${figures.from} – ${figures.to}`, value: figures.ownInitiativeActions },
    { section: t.appealsReceived, item: `${figures.from} – ${figures.to}`, value: figures.appeals.received },
    { section: t.appealsDecided, item: `${figures.from} – ${figures.to}`, value: figures.appeals.decided },
    { section: t.appealsReversed, item: `${figures.from} – ${figures.to}`, value: figures.appeals.reversed },
    { section: t.misuseSuspensions, item: `${figures.from} – ${figures.to}`, value: figures.misuseSuspensions },
    ...figures.monthlyActiveRecipients.map((row) => ({ section: t.recipients, item: row.month, value: row.recipients })),
    { section: t.recipients, item: t.recipients, value: figures.averageMonthlyActiveRecipients },
  ]
}
