import { describe, expect, it } from 'vitest'
import { safeCsvFileName } from '../src/main/csv-file-name.js'

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
