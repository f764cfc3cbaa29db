import type { AdminReport } from '@shoplocal/shared/types'
import { useCallback, useState } from 'react'
import { TabError } from '../../components/TabState'
import { useDecision } from '../../lib/use-decision'
import { useLinkedCase } from '../../lib/use-linked-case'
import { CONSOLE_TAB_LABELS, TRUST_CONSOLE } from '../../messages/index'
import { decideReport, useOpenReports, type ReportDecisionBody } from '../../api/trust'
import { ReportCard } from './ReportCard'
import { ReportDecisionDialog } from './ReportDecisionDialog'
import { HeldReviews } from './HeldReviews'
import '../../components/trust.css'

const reportKey = (report: AdminReport) => String(report.id)

/**
 * The reports desk: open notices oldest first with their age, each decided with a ground and an explanation;
 * below them, the reviews held in a burst of new reviewers, approved or rejected the same way.
 */
export function ReportsTab() {
  const reports = useOpenReports()
  const [deciding, setDeciding] = useState<AdminReport | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const { decide, pending } = useDecision()
  const now = Date.now()
  useLinkedCase(
    reports.data?.reports,
    reportKey,
    useCallback((report: AdminReport) => setDeciding(report), []),
    setNotice,
  )

  const submit = (body: ReportDecisionBody) => {
    if (!deciding) return
    setFieldError(null)
    void decide({
      send: (bridge) => decideReport(bridge, deciding.id, body),
      success: TRUST_CONSOLE.decided,
      failure: TRUST_CONSOLE.decideFailed,
      onFieldError: setFieldError,
      onSuccess: () => setDeciding(null),
      onFailure: () => setDeciding(null),
    })
  }

  if (reports.isError) return <TabError error={reports.error} onRetry={() => void reports.refetch()} />
  const open = reports.data?.reports ?? []
  return (
    <section className="tab tab-scroll trust-tab" aria-label={CONSOLE_TAB_LABELS.reports} aria-busy={reports.isFetching}>
      <div className="toolbar">
        <h2 className="trust-heading">{TRUST_CONSOLE.reportsHeading}</h2>
        {reports.data ? <span className="muted">{TRUST_CONSOLE.reportsCount(reports.data.totalCount)}</span> : null}
      </div>
      {notice ? (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      ) : null}
      {reports.data && open.length === 0 ? <p className="empty-note">{TRUST_CONSOLE.reportsEmpty}</p> : null}
      <ul className="trust-list">
        {open.map((report) => (
          <ReportCard
            key={report.id}
            report={report}
            now={now}
            onDecide={() => {
              setFieldError(null)
              setDeciding(report)
            }}
          />
        ))}
      </ul>
      <HeldReviews />
      <ReportDecisionDialog report={deciding} busy={pending} fieldError={fieldError} onSubmit={submit} onCancel={() => setDeciding(null)} />
    </section>
  )
}
