import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CatalogueEngine } from '../../../app/services/search/catalogue_engine.ts'
import { readSnapshot, writeSnapshot } from '../../../app/services/search/snapshot.ts'

const WINDOW = { offset: 0, limit: 50 }
const HEADER = { database: 'test', positions: { catalogue: 7, users: 3 } }

function engine(): CatalogueEngine {
  const built = new CatalogueEngine()
  built.setCategories(new Map([['food', 10]]))
  built.putShops([
    {
      id: 1,
      name: "Siobhán's Bakery",
      description: 'Sourdough and soda bread.',
      location: 'Galway, Co. Galway',
      categoryId: 10,
      rating: 4.5,
    },
    { id: 2, name: 'Kingdom Cheeses', description: 'Farmhouse cheese.', location: 'Tralee, Co. Kerry', categoryId: 10, rating: 3 },
  ])
  // More products than one block of numbers holds, so blocks follow one another.
  built.putProducts(
    Array.from({ length: 6000 }, (_, at) => ({
      id: at + 1,
      shopId: (at % 2) + 1,
      name: `${['Brown Soda Bread', 'Smoked Cheese', 'Oat Loaves'][at % 3]} ${at}`,
      description: at % 5 === 0 ? '' : 'Made in Ireland.',
      rating: (at % 9) / 2,
    })),
  )
  // A replaced and a removed product leave MiniSearch holding discarded entries, which a snapshot must keep.
  built.putProducts([{ id: 3, shopId: 1, name: 'Seaweed Loaf', description: 'New.', rating: 5 }])
  built.removeProduct(4)
  return built
}

const SEARCHES: [string, (engine: CatalogueEngine) => unknown][] = [
  ['bread', (each) => each.searchProducts({ product: 'bread' }, WINDOW)],
  ['loaf in Galway', (each) => each.searchProducts({ product: 'loaf', location: 'Galway' }, { offset: 50, limit: 50 })],
  ['a typo', (each) => each.searchProducts({ product: 'seawed' }, WINDOW)],
  ['shop words', (each) => each.searchProducts({ product: 'cheese', shop: 'kingdom' }, WINDOW)],
  ['no words', (each) => each.searchProducts({}, WINDOW)],
  ['a suggestion', (each) => each.searchProducts({ product: 'brwn xoda' }, WINDOW)],
  ['shops', (each) => each.searchShops({ search: 'bakery' }, WINDOW)],
]

describe('the search snapshot file', () => {
  let folder: string

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'snapshot-test-'))
  })

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('gives back an engine that answers every search as the one written', async () => {
    const path = join(folder, 'whole.bin')
    const written = engine()
    await writeSnapshot(path, HEADER, [written.snapshotBlocks()])
    const snapshot = await readSnapshot(path, 'test')
    expect(snapshot?.header.positions).toEqual(HEADER.positions)
    const loaded = CatalogueEngine.fromSnapshot(snapshot!.reader)
    loaded.setCategories(new Map([['food', 10]]))
    expect(loaded.productCount).toBe(written.productCount)
    for (const [label, search] of SEARCHES) expect(search(loaded), label).toEqual(search(written))
    // And it goes on changing as the written one would.
    for (const each of [written, loaded]) each.putProducts([{ id: 9000, shopId: 2, name: 'Blue Cheese', description: '', rating: 1 }])
    expect(loaded.searchProducts({ product: 'blue cheese' }, WINDOW)).toEqual(written.searchProducts({ product: 'blue cheese' }, WINDOW))
  })

  it('is not used for another database, and a damaged one fails to load instead of answering wrongly', async () => {
    const path = join(folder, 'damaged.bin')
    await writeSnapshot(path, HEADER, [engine().snapshotBlocks()])
    expect(await readSnapshot(path, 'another')).toBeNull()
    const bytes = await readFile(path)
    await writeFile(path, bytes.subarray(0, bytes.length - 100))
    const cut = await readSnapshot(path, 'test')
    expect(() => CatalogueEngine.fromSnapshot(cut!.reader)).toThrow()
    expect(await readSnapshot(join(folder, 'none.bin'), 'test')).toBeNull()
  })
})
