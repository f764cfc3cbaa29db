import { csvFileName } from '@shoplocal/shared/rules'
import { CONSOLE_LABELS, CUSTOMER_TAB_LABELS, exportProgressLabel } from '../messages/index'
import { useEffect, useRef, useState } from 'react'
import { useBridge } from '../bridge/context'
import { streamCsv, type CsvColumn, type ExportProgress, type ExportSource } from '../lib/csv-export'
import { useToast } from './Toasts'

interface ExportButtonProps<Row> {
  /** File name prefix; the date and time are added, so exports never overwrite each other and sort by time. */
  prefix: string
  columns: readonly CsvColumn<Row>[]
  /** Called when the export starts, so it reads the grid's filters as they are at that moment. */
  source(): ExportSource<Row>
}

/** Exports every row matching the grid's current filters, with progress in rows while chunks arrive. */
export function ExportButton<Row>({ prefix, columns, source }: ExportButtonProps<Row>) {
  const bridge = useBridge()
  const toast = useToast()
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const running = useRef<AbortController | null>(null)

  // Leaving the tab stops an export that is still fetching.
  useEffect(() => () => running.current?.abort(), [])

  const run = async () => {
    const controller = new AbortController()
    running.current = controller
    setProgress({ done: 0, total: 0 })
    try {
      const { csv, rows } = await streamCsv(columns, source(), setProgress, controller.signal)
      const fileName = csvFileName(prefix, new Date())
      const { saved } = await bridge.files.saveCsv(fileName, csv)
      if (saved)
        toast({ tone: 'success', title: CONSOLE_LABELS.exported, description: `${fileName} · ${rows.toLocaleString('en-IE')} rows` })
    } catch (error) {
      if (controller.signal.aborted) return
      toast({ tone: 'error', title: CONSOLE_LABELS.exportFailed, description: error instanceof Error ? error.message : undefined })
    } finally {
      running.current = null
      if (!controller.signal.aborted) setProgress(null)
    }
  }

  return (
    <div className="export">
      <button type="button" className="button button-secondary" onClick={() => void run()} disabled={progress !== null}>
        {progress ? CONSOLE_LABELS.exporting : CUSTOMER_TAB_LABELS.exportCsv}
      </button>
      {progress ? (
        <>
          <progress
            className="export-progress"
            max={Math.max(progress.total, 1)}
            value={progress.done}
            aria-label={CONSOLE_LABELS.exportProgress}
          >
            {progress.done} / {progress.total}
          </progress>
          <span className="export-count" role="status">
            {exportProgressLabel(progress.done, progress.total)}
          </span>
        </>
      ) : null}
    </div>
  )
}
