import { ROUTES } from '@shoplocal/shared/constants'
import { REPORT_DIALOG } from '../../messages/index.ts'
import { useState } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { REPORT_COPY } from './copy.ts'

/** The quick report dialog: what a report needs, and the way to the report form; 'Got it! Close'. */
export function ReportDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="button button--outline report-button" onClick={() => setOpen(true)} data-testid="open-report">
        {REPORT_COPY.reportShop}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={REPORT_DIALOG.title}>
        <p>{REPORT_DIALOG.instructions}</p>
        <p>
          <a className="button button--primary" href={ROUTES.report}>
            {REPORT_DIALOG.openForm}
          </a>
        </p>
        <ul className="dialog__list">
          {REPORT_DIALOG.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="dialog__note">{REPORT_DIALOG.promise}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
            {REPORT_DIALOG.close}
          </button>
        </div>
      </Dialog>
    </>
  )
}
