import { CONSOLE_TAB_LABELS, TRUST_CONSOLE } from '../../messages/index'
import { useOpenReports } from '../../api/trust'

/** The Reports tab in the rail, with how many reports wait. */
export function ReportsTabLabel() {
  const total = useOpenReports().data?.totalCount
  if (total === undefined) return <>{CONSOLE_TAB_LABELS.reports}</>
  return (
    <span title={TRUST_CONSOLE.reportsCount(total)}>
      {CONSOLE_TAB_LABELS.reports}{' '}
      <span className="tab-count" data-testid="reports-count">
        {total}
      </span>
      <span className="visually-hidden"> {TRUST_CONSOLE.reportsCount(total)}</span>
    </span>
  )
}
