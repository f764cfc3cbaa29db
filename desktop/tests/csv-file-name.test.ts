import { describe, expect, it } from 'vitest'
import { isPdf, safeCsvFileName, safePdfFileName } from '../src/main/csv-file-name.js'

describe('safeCsvFileName', () => {
  it('accepts the names the console proposes', () => {
    expect(safeCsvFileName('users-2026-11-21-14-05-09.csv')).toBe('users-2026-11-21-14-05-09.csv')
    expect(safeCsvFileName('admin-logs-2026-11-21-14-05-09.csv')).toBe('admin-logs-2026-11-21-14-05-09.csv')
  })

  it('refuses paths, other types and anything that is not a name', () => {
    for (const name of ['../users.csv', '/etc/cron.d/x.csv', 'C:\\x.csv', 'users.exe', 'users.csv.exe', '.csv', 'a..b.csv', 42, null]) {
      expect(safeCsvFileName(name)).toBeNull()
    }
  })
})

describe('safePdfFileName and isPdf', () => {
  it('accepts a receipt’s name and a PDF’s bytes', () => {
    expect(safePdfFileName('SL-2026-000123.pdf')).toBe('SL-2026-000123.pdf')
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n…'))).toBe(true)
  })

  it('refuses paths, other types and bytes that are not a PDF', () => {
    for (const name of ['../x.pdf', '/tmp/x.pdf', 'x.pdf.exe', '.pdf', 'x.csv', 7]) expect(safePdfFileName(name)).toBeNull()
    expect(isPdf(new TextEncoder().encode('<html>'))).toBe(false)
    expect(isPdf('%PDF-1.7')).toBe(false)
  })
})
