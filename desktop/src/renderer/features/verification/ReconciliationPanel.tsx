import { useMutation } from '@tanstack/react-query'
import Papa from 'papaparse'
import {
  PAYMENT_ADMIN_ERRORS,
  PAYMENT_ADMIN_SUCCESS,
  RECONCILIATION_LABELS,
  RECONCILIATION_OUTCOME_LABELS,
  RECONCILIATION_RULE_LABELS,
  reconciledMessage,
  reconciliationSummary,
} from '../../messages/index'
import { formatDate, formatEuro2, serverMessage } from '@shoplocal/shared/rules'
import type {
  ReconciliationCandidate,
  ReconciliationLineResult,
  ReconciliationOutcome,
  ReconciliationResult,
} from '@shoplocal/shared/types'
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import { confirmStatement, previewStatement, type ConfirmLine } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import { Badge, type BadgeTone } from '../../components/cells'
import { SelectFilter } from '../../components/filters'
import { useToast } from '../../components/Toasts'
import { MONEY_COPY } from '../../copy'
import { useDecision } from '../../lib/use-decision'
import { shopWithStatus } from './shop-status'
import {
  BANK_LAYOUTS,
  detectLayout,
  rememberedMapping,
  rememberMapping,
  resolveMapping,
  statementLines,
  type ColumnMapping,
} from './statement-layouts'

const OUTCOME_TONES: Record<ReconciliationOutcome, BadgeTone> = { matched: 'ok', ambiguous: 'warn', unmatched: 'bad', imported: 'neutral' }
const CUSTOM = 'custom'

interface ParsedFile {
  name: string
  headers: string[]
  rows: Record<string, string>[]
}

/** Whether a candidate's amount is the line's to the cent; the API says so itself once it sends `amountMatches`. */
export const amountMatches = (candidate: ReconciliationCandidate & { amountMatches?: boolean }, lineAmount: number): boolean =>
  candidate.amountMatches ?? Math.round(candidate.amountPaid * 100) === Math.round(lineAmount * 100)

const candidateLabel = (candidate: ReconciliationCandidate) =>
  [
    candidate.paymentReference ?? `#${candidate.id}`,
    formatEuro2(candidate.amountPaid),
    candidate.ownerName,
    shopWithStatus(candidate),
    formatDate(candidate.createdAt),
  ]
    .filter(Boolean)
    .join(' · ')

function ColumnSelect({
  label,
  value,
  headers,
  optional,
  onChange,
}: {
  label: string
  value: string
  headers: string[]
  optional?: boolean
  onChange(value: string): void
}) {
  const options = [
    ...(optional ? [{ value: '', label: RECONCILIATION_LABELS.none }] : []),
    ...headers.map((header) => ({ value: header, label: header })),
  ]
  return <SelectFilter label={label} value={value} options={options} onChange={onChange} />
}

function ResultRow({
  result,
  choice,
  note,
  onChoose,
  onNote,
}: {
  result: ReconciliationLineResult
  choice: number | undefined
  note: string
  onChoose(id: number | undefined): void
  onNote(note: string): void
}) {
  const chooseId = useId()
  const noteId = useId()
  const matched = result.candidates.find((candidate) => candidate.id === result.transactionId)
  const chosen = result.candidates.find((candidate) => candidate.id === choice)
  const mismatched = chosen && !amountMatches(chosen, result.line.amount) ? chosen : null
  return (
    <tr>
      <td>{formatDate(result.line.date)}</td>
      <td className="statement-description">{[result.line.reference, result.line.description].filter(Boolean).join(' · ')}</td>
      <td className="num">{formatEuro2(result.line.amount)}</td>
      <td>
        <Badge tone={OUTCOME_TONES[result.outcome]}>{RECONCILIATION_OUTCOME_LABELS[result.outcome]}</Badge>
      </td>
      <td>
        {matched ? <span>{candidateLabel(matched)}</span> : null}
        {result.outcome === 'imported' && result.transactionId ? <span>#{result.transactionId}</span> : null}
        {result.outcome === 'ambiguous' ? (
          <span className="filter">
            <label htmlFor={chooseId}>{RECONCILIATION_LABELS.choose}</label>
            <select
              id={chooseId}
              value={choice ?? ''}
              onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="">{RECONCILIATION_LABELS.none}</option>
              {result.candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidateLabel(candidate)}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {mismatched ? (
          <span className="field statement-mismatch">
            <span role="alert">{MONEY_COPY.mismatch(formatEuro2(result.line.amount), formatEuro2(mismatched.amountPaid))}</span>
            <label htmlFor={noteId}>{MONEY_COPY.mismatchNote}</label>
            <textarea id={noteId} rows={2} maxLength={500} required value={note} onChange={(event) => onNote(event.target.value)} />
          </span>
        ) : null}
        {result.rule ? <span className="muted statement-note">{RECONCILIATION_RULE_LABELS[result.rule]}</span> : null}
        {result.note ? <span className="muted statement-note">{result.note}</span> : null}
      </td>
    </tr>
  )
}

/**
 * The statement import: read the bank's CSV with PapaParse, map its columns (known Irish layouts map
 * themselves; a custom mapping is remembered for the same header row), let the API match the credits, then
 * verify the matched payments (and the ambiguous lines given a payment) in one confirmed step.
 */
export function ReconciliationPanel() {
  const bridge = useBridge()
  const toast = useToast()
  const fileId = useId()
  const [file, setFile] = useState<ParsedFile | null>(null)
  const [layout, setLayout] = useState<string>(CUSTOM)
  const [custom, setCustom] = useState<ColumnMapping>({ date: '', amount: '', description: [], reference: null })
  const [readError, setReadError] = useState<string | null>(null)
  const [result, setResult] = useState<ReconciliationResult | null>(null)
  const [choices, setChoices] = useState<Record<number, number>>({})
  const [notes, setNotes] = useState<Record<number, string>>({})

  const mapping = useMemo(() => {
    if (!file) return null
    const known = BANK_LAYOUTS.find((candidate) => candidate.id === layout)
    return resolveMapping(file.headers, known ? known.mapping : custom)
  }, [file, layout, custom])
  const read = useMemo(() => (file && mapping ? statementLines(file.rows, mapping) : null), [file, mapping])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    setResult(null)
    setChoices({})
    setNotes({})
    setReadError(null)
    if (!chosen) return
    const parsed = Papa.parse<Record<string, string>>(await chosen.text(), { header: true, skipEmptyLines: 'greedy' })
    const headers = (parsed.meta.fields ?? []).filter(Boolean)
    if (headers.length < 2 || parsed.data.length === 0) {
      setFile(null)
      setReadError(PAYMENT_ADMIN_ERRORS.readStatement)
      return
    }
    setFile({ name: chosen.name, headers, rows: parsed.data })
    const detected = detectLayout(headers)
    const remembered = rememberedMapping(localStorage, headers)
    if (remembered) {
      setLayout(CUSTOM)
      setCustom(remembered)
    } else if (detected) {
      setLayout(detected.id)
    } else {
      setLayout(CUSTOM)
      setCustom({ date: '', amount: '', description: [], reference: null })
    }
  }

  const failure = (fallback: string) => (error: Error) =>
    toast({ tone: 'error', title: fallback, description: serverMessage(error.message) ?? undefined })
  const preview = useMutation({
    mutationFn: () => previewStatement(bridge, read?.lines ?? []),
    onSuccess: (answer) => {
      if (file && mapping && layout === CUSTOM) rememberMapping(localStorage, file.headers, mapping)
      setChoices({})
      setNotes({})
      setResult(answer)
    },
    onError: failure(PAYMENT_ADMIN_ERRORS.reconcile),
  })
  // Confirming verifies payments: a decision like any other, sent the console's one way.
  const { decide, pending: confirming } = useDecision()
  const confirm = () => {
    const lines: ConfirmLine[] = (read?.lines ?? []).map((line, index) => {
      if (choices[index] === undefined) return line
      const note = mismatchedLines.includes(index) ? notes[index]?.trim() : undefined
      return { ...line, transactionId: choices[index], ...(note ? { mismatchNote: note } : {}) }
    })
    void decide({
      send: (client) => confirmStatement(client, lines),
      success: PAYMENT_ADMIN_SUCCESS.reconciled,
      describe: (answer) => reconciledMessage(answer.verified),
      failure: PAYMENT_ADMIN_ERRORS.reconcile,
      onSuccess: (answer) => {
        setChoices({})
        setNotes({})
        setResult(answer)
      },
    })
  }
  const toVerify = result ? result.counts.matched + Object.keys(choices).length : 0
  // A chosen payment of another amount is settled only with a note saying why: Confirm waits for every one.
  const mismatchedLines = (result?.lines ?? [])
    .filter((line) => {
      const chosen = line.candidates.find((candidate) => candidate.id === choices[line.index])
      return chosen !== undefined && !amountMatches(chosen, line.line.amount)
    })
    .map((line) => line.index)
  const notesMissing = mismatchedLines.some((index) => !notes[index]?.trim())
  const layoutOptions = [
    ...BANK_LAYOUTS.map((known) => ({ value: known.id, label: known.name })),
    { value: CUSTOM, label: RECONCILIATION_LABELS.customLayout },
  ]
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
            options={layoutOptions}
            onChange={(value) => {
              setLayout(value)
              setResult(null)
            }}
          />
        ) : null}
      </div>
      {readError ? <p className="field-error">{readError}</p> : null}
      {file && layout === CUSTOM ? (
        <div className="toolbar">
          <ColumnSelect
            label={RECONCILIATION_LABELS.dateColumn}
            value={custom.date}
            headers={file.headers}
            onChange={(date) => setCustom({ ...custom, date })}
          />
          <ColumnSelect
            label={RECONCILIATION_LABELS.amountColumn}
            value={custom.amount}
            headers={file.headers}
            onChange={(amount) => setCustom({ ...custom, amount })}
          />
          <ColumnSelect
            label={RECONCILIATION_LABELS.descriptionColumn}
            value={custom.description[0] ?? ''}
            headers={file.headers}
            onChange={(description) => setCustom({ ...custom, description: description ? [description] : [] })}
          />
          <ColumnSelect
            label={RECONCILIATION_LABELS.referenceColumn}
            value={custom.reference ?? ''}
            headers={file.headers}
            optional
            onChange={(reference) => setCustom({ ...custom, reference: reference || null })}
          />
        </div>
      ) : null}
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
      {result ? (
        <table className="summary-table statement-table" aria-label={RECONCILIATION_LABELS.heading}>
          <thead>
            <tr>
              <th>{RECONCILIATION_LABELS.date}</th>
              <th>{RECONCILIATION_LABELS.description}</th>
              <th className="num">{RECONCILIATION_LABELS.amount}</th>
              <th>{RECONCILIATION_LABELS.outcome}</th>
              <th>{RECONCILIATION_LABELS.payment}</th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((line) => (
              <ResultRow
                key={line.index}
                result={line}
                choice={choices[line.index]}
                note={notes[line.index] ?? ''}
                onNote={(note) => setNotes({ ...notes, [line.index]: note })}
                onChoose={(id) => {
                  const next = { ...choices }
                  if (id === undefined) delete next[line.index]
                  else next[line.index] = id
                  setChoices(next)
                }}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
