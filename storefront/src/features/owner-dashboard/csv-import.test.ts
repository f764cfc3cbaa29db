import { describe, expect, it } from 'vitest'
import { CSV_TEMPLATE, IMPORT_MESSAGES, parseProductCsv, serverProblems } from './csv-import.ts'

describe('product CSV import', () => {
  it('reads the template as two ready rows', () => {
    const { rows, problems } = parseProductCsv(CSV_TEMPLATE)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        payload: {
          name: 'Irish Linen Tea Towel',
          description: 'Woven in Co. Down, 50 x 70 cm',
          price: 14.5,
          imageUrl: null,
          inStock: true,
        },
      },
      {
        line: 3,
        payload: {
          name: 'Connemara Marble Keyring',
          description: 'Hand-polished green marble',
          price: 9,
          imageUrl: 'https://example.ie/keyring.jpg',
          inStock: false,
        },
      },
    ])
  })

  it('names each bad row by its line in the file, blank lines included', () => {
    const text = ['\uFEFFname,price,inStock', 'Mug,12,yes', ',5,', 'Bowl,0,', '', 'Plate,"7,50",maybe', 'Jug,8,no'].join('\n')
    const { rows, problems } = parseProductCsv(text)
    expect(rows.map((row) => [row.line, row.payload.name, row.payload.price, row.payload.inStock])).toEqual([
      [2, 'Mug', 12, true],
      [7, 'Jug', 8, false],
    ])
    expect(problems).toEqual([
      { line: 3, message: 'Please enter a product name.' },
      { line: 4, message: 'Please enter a valid price greater than 0.' },
      { line: 6, message: IMPORT_MESSAGES.stockUnknown },
    ])
  })

  it('refuses a file without the name and price columns, and an empty one', () => {
    expect(parseProductCsv('title,cost\nMug,3').problems).toEqual([{ line: 1, message: IMPORT_MESSAGES.missingColumns }])
    expect(parseProductCsv('name,price\n').problems).toEqual([{ line: 1, message: IMPORT_MESSAGES.empty }])
  })

  it("maps the API's per-row field errors back to lines", () => {
    const { rows } = parseProductCsv('name,price\nA,1\n,2\nC,3')
    expect(serverProblems(rows, { 'products.1.price': 'Price must be positive', other: 'x' })).toEqual([
      { line: 4, message: 'Price must be positive' },
    ])
  })
})
