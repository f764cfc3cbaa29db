import Papa from 'papaparse'
import { useMemo, useState, type ChangeEvent } from 'react'
import { PAYMENT_ADMIN_ERRORS } from '../../messages/index'
import { BANK_LAYOUTS, detectLayout, rememberedMapping, resolveMapping, statementLines, type ColumnMapping } from './statement-layouts'

/** The layout choice that means "map the columns by hand". */
export const CUSTOM = 'custom'

interface ParsedFile {
  name: string
  headers: string[]
  rows: Record<string, string>[]
}

const NO_MAPPING: ColumnMapping = { date: '', amount: '', description: [], reference: null }

/**
 * A bank statement read with PapaParse and its column mapping: a known Irish layout maps itself, a mapping
 * remembered for the same header row comes back, anything else is mapped by hand.
 */
export function useStatementFile(onNewFile: () => void) {
  const [file, setFile] = useState<ParsedFile | null>(null)
  const [layout, setLayout] = useState<string>(CUSTOM)
  const [custom, setCustom] = useState<ColumnMapping>(NO_MAPPING)
  const [readError, setReadError] = useState<string | null>(null)

  const mapping = useMemo(() => {
    if (!file) return null
    const known = BANK_LAYOUTS.find((candidate) => candidate.id === layout)
    return resolveMapping(file.headers, known ? known.mapping : custom)
  }, [file, layout, custom])
  const read = useMemo(() => (file && mapping ? statementLines(file.rows, mapping) : null), [file, mapping])

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    onNewFile()
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
      setCustom(NO_MAPPING)
    }
  }

  return { file, layout, setLayout, custom, setCustom, readError, mapping, read, onFile }
}
