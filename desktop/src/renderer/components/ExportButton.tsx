import { csvFileName } from '@shoplocal/shared/rules'
import { CONSOLE_LABELS, CUSTOMER_TAB_LABELS } from '@shoplocal/shared/messages'
import { useState } from 'react'
import { useBridge } from '../bridge/context'
import { fetchAllPages, toCsv, type CsvColumn, type ExportProgress, type PageOf } from '../lib/csv-export'
import { useToast } from './Toasts'

interface ExportButtonProps<Row> {
  /** File name prefix; the date and time are added, so exports never overwrite each other and sort by time. */
  prefix: string
  columns: readonly CsvColumn<Row>[]
  fetchPage(page: number): Promise<PageOf<Row>>
}

/** Exports every row matching the grid's current filters, with progress while pages arrive. */
export function ExportButton<Row>({ prefix, columns, fetchPage }: ExportButtonProps<Row>) {
  const bridge = useBridge()
  const toast = useToast()
  const [progress, setProgress] = useState<ExportProgress | null>(null)

  const run = async () => {
    setProgress({ done: 0, total: 1 })
    try {
      const rows = await fetchAllPages(fetchPage, setProgress)
      const fileName = csvFileName(prefix, new Date())
      const { saved } = await bridge.files.saveCsv(fileName, toCsv(columns, rows))
      if (saved) toast({ tone: 'success', title: CONSOLE_LABELS.exported, description: `${fileName} · ${rows.length} rows` })
    } catch (error) {
      toast({ tone: 'error', title: CONSOLE_LABELS.exportFailed, description: error instanceof Error ? error.message : undefined })
    } finally {
      setProgress(null)
    }
  }

  return (
    <div className="export">
      <button type="button" className="button button-secondary" onClick={() => void run()} disabled={progress !== null}>
        {progress ? CONSOLE_LABELS.exporting : CUSTOMER_TAB_LABELS.exportCsv}
      </button>
      {progress ? (
        <progress className="export-progress" max={progress.total} value={progress.done} aria-label="Export progress">
          {progress.done} / {progress.total}
        </progress>
      ) : null}
    </div>
  )
}
