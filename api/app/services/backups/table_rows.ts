/*
 * A table's rows as JSON lines, the same on SQLite and MySQL: a value JSON cannot hold as itself is tagged
 * (a date as {"$date": ISO text}, bytes as {"$bytes": base64}) and read back as what it was.
 */
type Value = unknown

export function encodeRow(row: Record<string, Value>): string {
  const out: Record<string, Value> = {}
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Date) out[column] = { $date: value.toISOString() }
    else if (Buffer.isBuffer(value)) out[column] = { $bytes: value.toString('base64') }
    else if (typeof value === 'bigint') out[column] = value.toString()
    else out[column] = value
  }
  return JSON.stringify(out)
}

export function decodeRow(line: string): Record<string, Value> {
  const row = JSON.parse(line) as Record<string, Value>
  for (const [column, value] of Object.entries(row)) {
    if (value && typeof value === 'object' && '$date' in value) row[column] = new Date(String(value.$date))
    else if (value && typeof value === 'object' && '$bytes' in value) row[column] = Buffer.from(String(value.$bytes), 'base64')
  }
  return row
}
