import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, PAYMENT_QUEUE_FILTERS } from '@shoplocal/shared/constants'
import { TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_LABELS, CONSOLE_TAB_LABELS, VERIFICATION_LABELS } from '../../messages/index'
import { formatDate, formatEuro2, fullName } from '@shoplocal/shared/rules'
import type { AdminPayment } from '@shoplocal/shared/types'
import { useEffect, useMemo, useState } from 'react'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { fetchPaymentTransactions } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import { ExportButton } from '../../components/ExportButton'
import { SelectFilter } from '../../components/filters'
import { Pager } from '../../components/Pager'
import { TabError } from '../../components/TabState'
import { PAYMENT_EXPORT_PREFIX } from '../../copy'
import { PaymentDetail } from './PaymentDetail'
import { PAYMENT_EXPORT_COLUMNS, paymentExportSource } from './payment-csv'
import { ReconciliationPanel } from './ReconciliationPanel'
import { shopWithStatus } from './shop-status'
import './verification.css'

const FILTER_OPTIONS = PAYMENT_QUEUE_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? CONSOLE_LABELS.all : TRANSACTION_STATUS_LABELS[value],
}))

function QueueItem({ payment, selected, onSelect }: { payment: AdminPayment; selected: boolean; onSelect(): void }) {
  const owner = payment.owner ? fullName(payment.owner.firstName, payment.owner.lastName) || payment.owner.email : null
  return (
    <li>
      <button
        type="button"
        className={selected ? 'queue-item queue-item-selected' : 'queue-item'}
        aria-pressed={selected}
        onClick={onSelect}
      >
        <span className="queue-item-top">
          <span className="mono">{payment.paymentReference ?? `#${payment.id}`}</span>
          <strong>{formatEuro2(payment.amountPaid)}</strong>
        </span>
        <span className="queue-item-bottom muted">
          {[owner, shopWithStatus(payment), formatDate(payment.proofUploadedAt ?? payment.createdAt)].filter(Boolean).join(' · ')}
        </span>
      </button>
    </li>
  )
}

/**
 * The payment verification inbox: bank transfers waiting for a decision, oldest proof first, with the
 * selected payment's proof previewed beside the list; and below, the bank statement reconciliation.
 */
export function VerificationTab() {
  const bridge = useBridge()
  const [status, setStatus] = useState<string>('pending_verification')
  const [page, setPage] = useState(1)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const queue = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'payment-transactions', status, page],
    queryFn: () => fetchPaymentTransactions(bridge, { status, page, limit: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const payments = useMemo(() => queue.data?.transactions ?? [], [queue.data])
  // The selection falls to the first payment when the chosen one leaves the list (decided, or another page).
  const selected = payments.find((payment) => payment.id === selectedId) ?? payments[0] ?? null
  const selectedIndex = selected ? payments.indexOf(selected) : -1

  // j / k (or the arrow keys) walk the queue while no text field has the keyboard.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, dialog')) return
      const step = event.key === 'j' || event.key === 'ArrowDown' ? 1 : event.key === 'k' || event.key === 'ArrowUp' ? -1 : 0
      const next = payments[selectedIndex + step]
      if (!step || !next) return
      event.preventDefault()
      setSelectedId(next.id)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [payments, selectedIndex])
  return (
    <section className="tab tab-scroll verification-tab" aria-label={CONSOLE_TAB_LABELS.verification} aria-busy={queue.isFetching}>
      <div className="toolbar">
        <SelectFilter
          label={VERIFICATION_LABELS.filter}
          value={status}
          options={FILTER_OPTIONS}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
        />
        <span className="muted">{VERIFICATION_LABELS.keyboardHint}</span>
        <span className="toolbar-spacer" />
        <ExportButton
          prefix={PAYMENT_EXPORT_PREFIX}
          columns={PAYMENT_EXPORT_COLUMNS}
          source={() => paymentExportSource(bridge, { status })}
        />
      </div>
      {queue.isError ? <TabError error={queue.error} onRetry={() => void queue.refetch()} /> : null}
      <div className="verification-split">
        <nav className="queue" aria-label={VERIFICATION_LABELS.queue}>
          {queue.data && payments.length === 0 ? <p className="muted">{VERIFICATION_LABELS.empty}</p> : null}
          <ul className="queue-list">
            {payments.map((payment) => (
              <QueueItem
                key={payment.id}
                payment={payment}
                selected={payment.id === selected?.id}
                onSelect={() => setSelectedId(payment.id)}
              />
            ))}
          </ul>
          {queue.data && queue.data.totalPages > 1 ? (
            <Pager
              page={page}
              totalPages={queue.data.totalPages}
              hasNext={page < queue.data.totalPages}
              totalCount={queue.data.totalCount}
              onPage={setPage}
              busy={queue.isFetching}
            />
          ) : null}
        </nav>
        <div className="preview-pane">
          {selected ? <PaymentDetail key={selected.id} payment={selected} /> : <p className="muted">{VERIFICATION_LABELS.selectPayment}</p>}
        </div>
      </div>
      <ReconciliationPanel />
    </section>
  )
}
