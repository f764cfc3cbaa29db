import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { fetchAllPages, toCsv, type CsvColumn } from '../../src/renderer/lib/csv-export'

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

describe('fetchAllPages', () => {
  it('fetches every page in order and reports progress', async () => {
    const asked: number[] = []
    const progress: string[] = []
    const rows = await fetchAllPages(
      async (page) => {
        asked.push(page)
        return { rows: [{ id: page, name: `p${page}`, note: null }], totalPages: 3 }
      },
      ({ done, total }) => progress.push(`${done}/${total}`),
    )
    expect(asked).toEqual([1, 2, 3])
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3])
    expect(progress).toEqual(['1/3', '2/3', '3/3'])
  })

  it('treats an empty list as one page', async () => {
    expect(await fetchAllPages(async () => ({ rows: [], totalPages: 0 }))).toEqual([])
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const pages = fetchAllPages(
      async (page) => {
        if (page === 1) controller.abort()
        return { rows: [], totalPages: 5 }
      },
      undefined,
      controller.signal,
    )
    await expect(pages).rejects.toThrow()
  })
})

describe('toCsv', () => {
  it('writes the header and one line per row, quoting where needed', () => {
    const csv = toCsv(columns, [
      { id: 1, name: "Ciarán O'Brien", note: 'likes, commas' },
      { id: 2, name: 'Aoife "Kelly"', note: null },
    ])
    const parsed = Papa.parse<string[]>(csv).data
    expect(parsed).toEqual([
      ['ID', 'Name', 'Note'],
      ['1', "Ciarán O'Brien", 'likes, commas'],
      ['2', 'Aoife "Kelly"', ''],
    ])
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    const csv = toCsv(columns, [{ id: 1, name: '=HYPERLINK("http://x")', note: '+353 87 123 4567' }])
    const [, row] = Papa.parse<string[]>(csv).data
    expect(row).toEqual(['1', `'=HYPERLINK("http://x")`, "'+353 87 123 4567"])
  })
})
