import { useQuery } from '@tanstack/react-query'
import { csvFileName } from '@shoplocal/shared/rules'
import { useId, useState, type FormEvent } from 'react'
import { useBridge } from '../../bridge/context'
import { TabError } from '../../components/TabState'
import { useToast } from '../../components/Toasts'
import { streamCsv, type CsvColumn } from '../../lib/csv-export'
import { CONSOLE_LABELS, CONSOLE_TAB_LABELS, TRUST_CONSOLE } from '../../messages/index'
import { fetchTransparency, TRUST_QUERY_KEY } from '../../api/trust'
import { transparencyRows, type FigureRow } from './transparency-rows'
import '../../components/trust.css'

const COLUMNS: CsvColumn<FigureRow>[] = [
  { header: TRUST_CONSOLE.csvHeaders[0], value: (row) => row.section },
  { header: TRUST_CONSOLE.csvHeaders[1], value: (row) => row.item },
  { header: TRUST_CONSOLE.csvHeaders[2], value: (row) => row.value },
]

const today = () => new Date().toISOString().slice(0, 10)
const startOfYear = () => `${new Date().getUTCFullYear()}-01-01`

/** The transparency report's figures for any period, from the desk's own records, and their CSV. */
export function TransparencyTab() {
  const bridge = useBridge()
  const toast = useToast()
  const id = useId()
  const [typed, setTyped] = useState({ from: startOfYear(), to: today() })
  const [period, setPeriod] = useState(typed)
  const figures = useQuery({
    queryKey: [...TRUST_QUERY_KEY, 'transparency', period.from, period.to],
    queryFn: () => fetchTransparency(bridge, period.from, period.to),
  })
  const rows = figures.data ? transparencyRows(figures.data) : []

  const show = (event: FormEvent) => {
    event.preventDefault()
    setPeriod(typed)
  }

  const exportCsv = async () => {
    const { csv } = await streamCsv(COLUMNS, { first: 0, fetch: async () => ({ rows, total: rows.length, next: null }) })
    const fileName = csvFileName(TRUST_CONSOLE.csvPrefix, new Date())
    const { saved } = await bridge.files.saveCsv(fileName, csv)
    if (saved) toast({ tone: 'success', title: CONSOLE_LABELS.exported, description: fileName })
  }

  if (figures.isError) return <TabError error={figures.error} onRetry={() => void figures.refetch()} />
  return (
    <section className="tab tab-scroll trust-tab" aria-label={CONSOLE_TAB_LABELS.transparency} aria-busy={figures.isFetching}>
      <form className="toolbar" onSubmit={show}>
        <h2 className="trust-heading">{TRUST_CONSOLE.transparencyHeading}</h2>
        <span className="toolbar-spacer" />
        <label htmlFor={`${id}-from`}>{TRUST_CONSOLE.from}</label>
        <input id={`${id}-from`} type="date" value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        <label htmlFor={`${id}-to`}>{TRUST_CONSOLE.to}</label>
        <input id={`${id}-to`} type="date" value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        <button type="submit" className="button button-secondary">
          {TRUST_CONSOLE.show}
        </button>
        <button type="button" className="button button-secondary" onClick={() => void exportCsv()} disabled={rows.length === 0}>
          {TRUST_CONSOLE.exportCsv}
        </button>
      </form>
      <table className="trust-figures-table" data-testid="transparency-figures">
        <thead>
          <tr>
            {TRUST_CONSOLE.csvHeaders.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.section}-${row.item}`}>
              <td>{row.section}</td>
              <td>{row.item}</td>
              <td>{typeof row.value === 'number' ? row.value.toLocaleString('en-IE') : row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
