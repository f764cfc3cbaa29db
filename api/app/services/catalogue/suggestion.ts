/*
 * "Did you mean …" for a search that found nothing: each typed word the
 * catalogue does not know (neither a word nor the start of one) is replaced by
 * the closest word of the catalogue's vocabulary, the words of every public
 * shop's and product's name, by edit distance (a swap of two neighbouring
 * letters counts as one edit; equally close words: the more frequent, then
 * alphabetical). Null when every word is known (the filters found nothing,
 * not the words) or no word is close enough.
 *
 * The vocabulary is read once per process when first needed and forgotten
 * whenever the catalogue changes (the feed's change, a rebuild, a local write);
 * only searches that found nothing pay for reading it again.
 */
import db from '@adonisjs/lucid/services/db'
import { foldedWords } from '#helpers/text_folding'
import { Vocabulary } from '#services/catalogue/vocabulary'
import type { Row } from '#helpers/sql_values'
import { onLocalCatalogueChange } from '#services/catalogue/catalogue_changes'
import { onCatalogueIndexApplied } from '#services/catalogue/search_index'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'

/** The names of every public shop and of every public product of a public shop. */
async function publicNames(): Promise<string[]> {
  const shops = db.from('shops as s').select('s.name')
  wherePublicShop(shops)
  const products = db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.name')
  wherePublicProduct(products)
  wherePublicShop(products)
  const [shopRows, productRows] = (await Promise.all([shops, products])) as [Row[], Row[]]
  return [...shopRows, ...productRows].map((row) => String(row.name ?? ''))
}

let kept: Promise<Vocabulary> | null = null

function vocabulary(): Promise<Vocabulary> {
  if (!kept) {
    const reading = publicNames().then((names) => new Vocabulary(names))
    kept = reading
    // A failed read is not kept: the next search reads again.
    reading.catch(() => {
      if (kept === reading) kept = null
    })
  }
  return kept
}

function forget() {
  kept = null
}

/** What to suggest for a search that found nothing; null without words or when none is better. */
export async function suggestion(search: string | undefined): Promise<string | null> {
  if (!search || foldedWords(search).length === 0) return null
  return (await vocabulary()).suggest(search)
}

/** Forgets the vocabulary when the catalogue changes; registered once by start/listeners.ts. */
export function followCatalogueForSuggestions() {
  onCatalogueIndexApplied(forget)
  onLocalCatalogueChange(forget)
}
