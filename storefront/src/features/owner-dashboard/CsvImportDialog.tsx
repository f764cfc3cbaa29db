import { useState } from 'react'
import { OWNER_STATUS_COPY, productsImported } from '@shoplocal/shared/messages'
import { formatEuro } from '@shoplocal/shared/rules'
import type { OwnerShop } from '@shoplocal/shared/types'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { showToast } from '../../components/ui/toast-store.ts'
import { accept } from '../../components/ui/use-submit.ts'
import { ApiError } from '../../lib/api/result.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { CSV_TEMPLATE, IMPORT_MESSAGES, parseProductCsv, serverProblems, type ParsedImport } from './csv-import.ts'
import { importProducts } from './dashboard-api.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'

interface Props {
  shop: OwnerShop
  onClose(): void
  onImported(): void
}

/** Rows shown in the preview; the count says how many more there are. */
const PREVIEW_ROWS = 8
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`

/**
 * Bulk import from a CSV file: a preview, each bad row named by its line (and left out), then one
 * import of the good rows, all or nothing on the server.
 */
export function CsvImportDialog({ shop, onClose, onImported }: Props) {
  const [parsed, setParsed] = useState<ParsedImport | null>(null)
  const { busy, submit: send } = useOwnerSubmit()

  const choose = async (file: File | undefined) => {
    setParsed(file ? parseProductCsv(await file.text()) : null)
  }

  const submit = async () => {
    if (!parsed || parsed.rows.length === 0) return
    const answer = await send(
      accept(parsed.rows.map((row) => row.payload)),
      (products) => importProducts(shop.id, products),
      ownerFailure(COPY.importFailed, (error) => {
        if (!(error instanceof ApiError)) return
        // The API names refused rows by their index: those rows move to the problems, and the rest can be sent again.
        const refused = serverProblems(parsed.rows, error.fieldErrors)
        const lines = new Set(refused.map((problem) => problem.line))
        if (refused.length > 0) {
          setParsed({ rows: parsed.rows.filter((row) => !lines.has(row.line)), problems: [...parsed.problems, ...refused] })
        }
      }),
    )
    if (!answer) return
    showToast({
      title: productsImported(answer.imported),
      description: answer.listed ? undefined : OWNER_STATUS_COPY.productsImportedNotPublic,
      variant: 'success',
    })
    onImported()
    onClose()
  }

  const problems = parsed?.problems ?? []
  const rows = parsed?.rows ?? []
  return (
    <Dialog open title={COPY.importTitle(shop.name)} onClose={onClose}>
      <div className="owner-form csv-import" data-testid="csv-import">
        <p>{COPY.importIntro}</p>
        <a className="owner-link-button" href={TEMPLATE_HREF} download="products-template.csv">
          {COPY.downloadTemplate}
        </a>
        <div className="field">
          <label className="field__label" htmlFor="csv-import-file">
            {COPY.chooseCsv}
          </label>
          <input
            id="csv-import-file"
            className="field__input"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>

        {problems.length > 0 && (
          <div className="csv-import__problems" role="alert">
            <p>{COPY.importProblems(problems.length)}</p>
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.line}-${problem.message}`}>{IMPORT_MESSAGES.line(problem.line, problem.message)}</li>
              ))}
            </ul>
          </div>
        )}

        {rows.length > 0 && (
          <div className="csv-import__preview">
            <p>{COPY.importReady(rows.length)}</p>
            <table>
              <thead>
                <tr>
                  <th scope="col">{COPY.previewName}</th>
                  <th scope="col">{COPY.previewPrice}</th>
                  <th scope="col">{COPY.previewStock}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.line}>
                    <td>{row.payload.name}</td>
                    <td>{formatEuro(row.payload.price)}</td>
                    <td>{row.payload.inStock ? COPY.yes : COPY.no}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length > PREVIEW_ROWS && <p className="csv-import__more">{COPY.previewMore(rows.length - PREVIEW_ROWS)}</p>}
          </div>
        )}

        <div className="owner-form__actions">
          <button type="button" className="button owner-button--ghost" onClick={onClose}>
            {COPY.cancel}
          </button>
          <button type="button" className="button button--primary" disabled={busy || rows.length === 0} onClick={() => void submit()}>
            {busy ? COPY.importing : COPY.importButton(rows.length)}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
