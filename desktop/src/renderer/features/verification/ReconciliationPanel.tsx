import { useMutation } from '@tanstack/react-query'
import {
  PAYMENT_ADMIN_ERRORS,
  PAYMENT_ADMIN_SUCCESS,
  RECONCILIATION_LABELS,
  reconciledMessage,
  reconciliationSummary,
} from '../../messages/index'
import { serverMessage } from '@shoplocal/shared/rules'
import type { ReconciliationResult } from '@shoplocal/shared/types'
import { useId, useState } from 'react'
import { confirmStatement, previewStatement, type ConfirmLine } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import { SelectFilter } from '../../components/filters'
import { useToast } from '../../components/Toasts'
import { useDecision } from '../../lib/use-decision'
import { CustomMapping } from './CustomMapping'
import { mismatchedLines, ReconciliationResults } from './ReconciliationResults'
import { BANK_LAYOUTS, rememberMapping } from './statement-layouts'
import { CUSTOM, useStatementFile } from './use-statement-file'

const LAYOUT_OPTIONS = [
  ...BANK_LAYOUTS.map((known) => ({ value: known.id, label: known.name })),
  { value: CUSTOM, label: RECONCILIATION_LABELS.customLayout },
]

/**
 * The statement import: read the bank's CSV, map its columns, let the API match the credits, then verify the
 * matched payments (and the ambiguous lines given a payment) in one confirmed step.
 */
export function ReconciliationPanel() {
  const bridge = useBridge()
  const toast = useToast()
  const fileId = useId()
  const [result, setResult] = useState<ReconciliationResult | null>(null)
  const [choices, setChoices] = useState<Record<number, number>>({})
  const [notes, setNotes] = useState<Record<number, string>>({})
  const showResult = (answer: ReconciliationResult | null) => {
    setChoices({})
    setNotes({})
    setResult(answer)
  }
  const { file, layout, setLayout, custom, setCustom, readError, mapping, read, onFile } = useStatementFile(() => showResult(null))

  const preview = useMutation({
    mutationFn: () => previewStatement(bridge, read?.lines ?? []),
    onSuccess: (answer) => {
      if (file && mapping && layout === CUSTOM) rememberMapping(localStorage, file.headers, mapping)
      showResult(answer)
    },
    onError: (error: Error) =>
      toast({ tone: 'error', title: PAYMENT_ADMIN_ERRORS.reconcile, description: serverMessage(error.message) ?? undefined }),
  })
  // A chosen payment of another amount is settled only with a note saying why: Confirm waits for every one.
  const mismatched = mismatchedLines(result, choices)
  const notesMissing = mismatched.some((index) => !notes[index]?.trim())
  const toVerify = result ? result.counts.matched + Object.keys(choices).length : 0
  // Confirming verifies payments: a decision like any other, sent the console's one way.
  const { decide, pending: confirming } = useDecision()
  const confirm = () => {
    const lines: ConfirmLine[] = (read?.lines ?? []).map((line, index) => {
      if (choices[index] === undefined) return line
      const note = mismatched.includes(index) ? notes[index]?.trim() : undefined
      return { ...line, transactionId: choices[index], ...(note ? { mismatchNote: note } : {}) }
    })
    void decide({
      send: (client) => confirmStatement(client, lines),
      success: PAYMENT_ADMIN_SUCCESS.reconciled,
      describe: (answer) => reconciledMessage(answer.verified),
      failure: PAYMENT_ADMIN_ERRORS.reconcile,
      onSuccess: (answer) => showResult(answer),
    })
  }
  return (
    <section className="reconciliation" aria-labelledby={`${fileId}-heading`}>
      <h3 id={`${fileId}-heading`}>{RECONCILIATION_LABELS.heading}</h3>
      <p className="muted">{RECONCILIATION_LABELS.intro}</p>
      <div className="toolbar">
        <span className="filter">
          <label htmlFor={fileId}>{RECONCILIATION_LABELS.chooseFile}</label>
          <input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} />
        </span>
        {file ? (
          <SelectFilter
            label={RECONCILIATION_LABELS.layout}
            value={layout}
            options={LAYOUT_OPTIONS}
            onChange={(value) => {
              setLayout(value)
              setResult(null)
            }}
          />
        ) : null}
      </div>
      {readError ? <p className="field-error">{readError}</p> : null}
      {file && layout === CUSTOM ? <CustomMapping headers={file.headers} mapping={custom} onChange={setCustom} /> : null}
      {read ? (
        <div className="toolbar">
          <button type="button" className="button" disabled={read.lines.length === 0 || preview.isPending} onClick={() => preview.mutate()}>
            {RECONCILIATION_LABELS.preview}
          </button>
          <button type="button" className="button" disabled={!result || toVerify === 0 || notesMissing || confirming} onClick={confirm}>
            {RECONCILIATION_LABELS.confirm}
          </button>
          {read.lines.length === 0 ? <span className="muted">{RECONCILIATION_LABELS.noCredits}</span> : null}
          {result ? (
            <span className="muted" role="status">
              {reconciliationSummary(result.counts)}
            </span>
          ) : null}
        </div>
      ) : null}
      {result ? <ReconciliationResults result={result} choices={choices} notes={notes} onChoices={setChoices} onNotes={setNotes} /> : null}
    </section>
  )
}
