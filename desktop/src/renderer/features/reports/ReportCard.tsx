import { REPORT_CATEGORY_LABELS } from '@shoplocal/shared/messages'
import { formatDateTime } from '@shoplocal/shared/rules'
import type { AdminReport } from '@shoplocal/shared/types'
import { TRUST_CONSOLE } from '../../messages/index'

const hoursSince = (iso: string, now: number) => (now - new Date(iso).getTime()) / 3_600_000

/** One open report: its age, the item, what the reporter says, earlier reports on the item and the owner's record. */
export function ReportCard({ report, now, onDecide }: { report: AdminReport; now: number; onDecide(): void }) {
  return (
    <li className="trust-item" data-testid="report-item" data-report-id={report.id}>
      <div className="trust-item-head">
        <strong>{report.reference}</strong>
        <span className="pill pill-warn" title={formatDateTime(report.createdAt)}>
          {TRUST_CONSOLE.age(hoursSince(report.createdAt, now))}
        </span>
        <span className="pill pill-neutral">{REPORT_CATEGORY_LABELS[report.category]}</span>
        <span className="toolbar-spacer" />
        <button type="button" className="button" onClick={onDecide}>
          {TRUST_CONSOLE.decide}
        </button>
      </div>
      <dl className="trust-facts">
        <dt>{TRUST_CONSOLE.item}</dt>
        <dd>
          {report.target.name}
          {report.target.url ? <span className="muted"> · {report.target.url}</span> : null}
        </dd>
        <dt>{TRUST_CONSOLE.explanation}</dt>
        <dd className="trust-quote">{report.explanation}</dd>
        <dt>{TRUST_CONSOLE.reporter}</dt>
        <dd>{report.reporterName ? `${report.reporterName} · ${report.reporterEmail ?? ''}` : TRUST_CONSOLE.anonymous}</dd>
        <dt>{TRUST_CONSOLE.earlierReports}</dt>
        <dd>
          {report.earlierReports.length === 0
            ? TRUST_CONSOLE.noEarlierReports
            : report.earlierReports
                .map((earlier) => `${earlier.reference} (${REPORT_CATEGORY_LABELS[earlier.category]}, ${earlier.status})`)
                .join(' · ')}
        </dd>
        {report.owner ? (
          <>
            <dt>{TRUST_CONSOLE.ownerHistory}</dt>
            <dd>
              {report.owner.name} · {report.owner.email} · {TRUST_CONSOLE.ownerStatements(report.owner.statements)}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  )
}
