import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { CSV_BOM, pagedSource, streamCsv, type CsvColumn, type ExportSource } from '../../src/renderer/lib/csv-export'

interface Person {
  id: number
  name: string
  note: string | null
}

const columns: CsvColumn<Person>[] = [
  { header: 'ID', value: (person) => person.id },
  { header: 'Name', value: (person) => person.name },
  { header: 'Note', value: (person) => person.note },
]

const people = (from: number, to: number): Person[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ id: from + index, name: `p${from + index}`, note: null }))

/** A source that hands out `total` people in chunks of `size`, after the id it is given. */
const cursorSource = (total: number, size: number, asked: number[] = []): ExportSource<Person> => ({
  first: 0,
  fetch: async (afterId) => {
    asked.push(afterId)
    const rows = people(afterId + 1, Math.min(afterId + size, total))
    return { rows, total, next: rows.length === size ? afterId + size : null }
  },
})

describe('streamCsv', () => {
  it('writes the header and every row of every chunk, reporting progress in rows', async () => {
    const asked: number[] = []
    const progress: string[] = []
    const { csv, rows } = await streamCsv(columns, cursorSource(25, 10, asked), ({ done, total }) => progress.push(`${done}/${total}`))
    expect(asked).toEqual([0, 10, 20])
    expect(rows).toBe(25)
    expect(progress).toEqual(['10/25', '20/25', '25/25'])
    const parsed = Papa.parse<string[]>(csv).data
    expect(parsed[0]).toEqual(['ID', 'Name', 'Note'])
    expect(parsed.slice(1).map((row) => Number(row[0]))).toEqual(people(1, 25).map((person) => person.id))
  })

  it('reads pages through pagedSource until the last page', async () => {
    const asked: number[] = []
    const source = pagedSource(async (page) => {
      asked.push(page)
      return { rows: people(page * 10 - 9, page * 10), totalPages: 3, totalCount: 30 }
    })
    const { rows } = await streamCsv(columns, source)
    expect(asked).toEqual([1, 2, 3])
    expect(rows).toBe(30)
  })

  it('writes only the header for an empty list', async () => {
    const { csv, rows } = await streamCsv(
      columns,
      pagedSource(async () => ({ rows: [], totalPages: 1, totalCount: 0 })),
    )
    expect(rows).toBe(0)
    expect(csv).toBe(`${CSV_BOM}ID,Name,Note`)
  })

  it('lets other work run between chunks, so a long export never freezes the page', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    const started = ticks
    await streamCsv(columns, cursorSource(2000, 100))
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(started)
  })

  it('stops when aborted and when a cursor does not move', async () => {
    const controller = new AbortController()
    const aborting: ExportSource<Person> = {
      first: 0,
      fetch: async () => {
        controller.abort()
        return { rows: people(1, 1), total: 5, next: 1 }
      },
    }
    await expect(streamCsv(columns, aborting, undefined, controller.signal)).rejects.toThrow()
    const stuck: ExportSource<Person> = { first: 3, fetch: async () => ({ rows: people(1, 1), total: 1, next: 3 }) }
    expect((await streamCsv(columns, stuck)).rows).toBe(1)
  })

  it('quotes where needed and neutralises text a spreadsheet would run as a formula', async () => {
    const source: ExportSource<Person> = {
      first: 1,
      fetch: async () => ({
        rows: [
          { id: 1, name: "Ciarán O'Brien", note: 'likes, commas' },
          { id: 2, name: '=HYPERLINK("http://x")', note: '+353 87 123 4567' },
        ],
        total: 2,
        next: null,
      }),
    }
    const parsed = Papa.parse<string[]>((await streamCsv(columns, source)).csv).data
    expect(parsed).toEqual([
      ['ID', 'Name', 'Note'],
      ['1', "Ciarán O'Brien", 'likes, commas'],
      ['2', `'=HYPERLINK("http://x")`, "'+353 87 123 4567"],
    ])
  })

  it('starts with the UTF-8 byte-order mark once, and keeps accents, quotes and line breaks whole', async () => {
    const source: ExportSource<Person> = {
      first: 1,
      fetch: async () => ({
        rows: [
          { id: 1, name: 'Siobhán Ó Briain', note: 'said "grand"\nthen left' },
          { id: 2, name: 'Dún Laoghaire', note: null },
        ],
        total: 2,
        next: null,
      }),
    }
    const { csv } = await streamCsv(columns, source)
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(csv.indexOf(CSV_BOM, 1)).toBe(-1)
    expect(csv).toContain('"said ""grand""\nthen left"')
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['ID', 'Name', 'Note'],
      ['1', 'Siobhán Ó Briain', 'said "grand"\nthen left'],
      ['2', 'Dún Laoghaire', ''],
    ])
  })
})
