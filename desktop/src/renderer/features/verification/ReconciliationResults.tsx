import { useId } from 'react'
import { formatDate, formatEuro2 } from '@shoplocal/shared/rules'
import type {
  ReconciliationCandidate,
  ReconciliationLineResult,
  ReconciliationOutcome,
  ReconciliationResult,
} from '@shoplocal/shared/types'
import { RECONCILIATION_LABELS, RECONCILIATION_OUTCOME_LABELS, RECONCILIATION_RULE_LABELS } from '../../messages/index'
import { Badge, type BadgeTone } from '../../components/cells'
import { MONEY_COPY } from '../../copy'
import { shopWithStatus } from './shop-status'

const OUTCOME_TONES: Record<ReconciliationOutcome, BadgeTone> = { matched: 'ok', ambiguous: 'warn', unmatched: 'bad', imported: 'neutral' }

/** Whether a candidate's amount is the line's to the cent; the API says so itself once it sends `amountMatches`. */
const amountMatches = (candidate: ReconciliationCandidate & { amountMatches?: boolean }, lineAmount: number): boolean =>
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

/** The statement's credit lines as the API matched them, each ambiguous one with its choice of payment. */
export function ReconciliationResults({
  result,
  choices,
  notes,
  onChoices,
  onNotes,
}: {
  result: ReconciliationResult
  choices: Record<number, number>
  notes: Record<number, string>
  onChoices(next: Record<number, number>): void
  onNotes(next: Record<number, string>): void
}) {
  return (
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
            onNote={(note) => onNotes({ ...notes, [line.index]: note })}
            onChoose={(id) => {
              const next = { ...choices }
              if (id === undefined) delete next[line.index]
              else next[line.index] = id
              onChoices(next)
            }}
          />
        ))}
      </tbody>
    </table>
  )
}

/** The lines whose chosen payment is of another amount: each is settled only with a note saying why. */
export function mismatchedLines(result: ReconciliationResult | null, choices: Record<number, number>): number[] {
  return (result?.lines ?? [])
    .filter((line) => {
      const chosen = line.candidates.find((candidate) => candidate.id === choices[line.index])
      return chosen !== undefined && !amountMatches(chosen, line.line.amount)
    })
    .map((line) => line.index)
}
