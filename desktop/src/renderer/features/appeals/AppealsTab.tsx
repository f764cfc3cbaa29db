import { STATEMENT_ACTION_LABELS } from '@shoplocal/shared/messages'
import { formatDateTime } from '@shoplocal/shared/rules'
import type { AdminAppeal } from '@shoplocal/shared/types'
import { useCallback, useState } from 'react'
import { TabError } from '../../components/TabState'
import { useDecision } from '../../lib/use-decision'
import { useLinkedCase } from '../../lib/use-linked-case'
import { CONSOLE_TAB_LABELS, TRUST_CONSOLE } from '../../messages/index'
import { decideAppeal, useOpenAppeals } from '../../api/trust'
import { AppealDecisionDialog } from './AppealDecisionDialog'
import '../../components/trust.css'

const appealKey = (appeal: AdminAppeal) => String(appeal.id)

/** The appeals queue: each open appeal with the first decision and who made it; decided by another admin. */
export function AppealsTab() {
  const appeals = useOpenAppeals()
  const [deciding, setDeciding] = useState<AdminAppeal | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const { decide, pending } = useDecision()
  useLinkedCase(
    appeals.data?.appeals,
    appealKey,
    useCallback((appeal: AdminAppeal) => setDeciding(appeal), []),
    setNotice,
  )

  const submit = (body: { outcome: 'upheld' | 'reversed'; explanation: string }) => {
    if (!deciding) return
    setFieldError(null)
    void decide({
      send: (bridge) => decideAppeal(bridge, deciding.id, body),
      success: TRUST_CONSOLE.appealDecided,
      failure: TRUST_CONSOLE.appealFailed,
      onFieldError: setFieldError,
      onSuccess: () => setDeciding(null),
      onFailure: () => setDeciding(null),
    })
  }

  if (appeals.isError) return <TabError error={appeals.error} onRetry={() => void appeals.refetch()} />
  const open = appeals.data?.appeals ?? []
  return (
    <section className="tab tab-scroll trust-tab" aria-label={CONSOLE_TAB_LABELS.appeals} aria-busy={appeals.isFetching}>
      <div className="toolbar">
        <h2 className="trust-heading">{TRUST_CONSOLE.appealsHeading}</h2>
      </div>
      {notice ? (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      ) : null}
      {appeals.data && open.length === 0 ? <p className="empty-note">{TRUST_CONSOLE.appealsEmpty}</p> : null}
      <ul className="trust-list">
        {open.map((appeal) => (
          <li key={appeal.id} className="trust-item" data-testid="appeal-item" data-appeal-id={appeal.id}>
            <div className="trust-item-head">
              <strong>{appeal.statement.target.name}</strong>
              <span className="pill pill-neutral">{STATEMENT_ACTION_LABELS[appeal.statement.action]}</span>
              <span className="toolbar-spacer" />
              <button type="button" className="button" onClick={() => setDeciding(appeal)}>
                {TRUST_CONSOLE.decideAppeal}
              </button>
            </div>
            <dl className="trust-facts">
              <dt>{TRUST_CONSOLE.received}</dt>
              <dd>{formatDateTime(appeal.createdAt)}</dd>
              <dt>{TRUST_CONSOLE.appellant}</dt>
              <dd>
                {appeal.appellant.name} ({TRUST_CONSOLE.appellantRoles[appeal.appellant.role]})
              </dd>
              <dt>{TRUST_CONSOLE.appealReason}</dt>
              <dd className="trust-quote">{appeal.explanation}</dd>
              <dt>{TRUST_CONSOLE.firstDecision}</dt>
              <dd>
                {appeal.statement.explanation} ({appeal.statement.groundDetail}) · {formatDateTime(appeal.statement.createdAt)}
              </dd>
              <dt>{TRUST_CONSOLE.decidedBy}</dt>
              <dd>{appeal.statement.decidedBy?.name ?? '–'}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <AppealDecisionDialog appeal={deciding} busy={pending} fieldError={fieldError} onSubmit={submit} onCancel={() => setDeciding(null)} />
    </section>
  )
}
