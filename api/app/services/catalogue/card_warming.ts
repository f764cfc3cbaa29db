/*
 * Reading every public card in the background once the index is built (and
 * again after a rebuild), so the first searches after a start find their
 * cards kept like later ones. The cards of one range of shop ids are read per
 * turn of the event loop, so requests keep being answered: a range is one
 * indexed read, where an id-ordered LIMIT over the joined products made
 * MariaDB sort the whole join for every batch (24 s against 1.7 s for 178,690
 * cards). A change meanwhile stops it: what the change touched is read when
 * first shown.
 *
 * A stopping process stops it too, and waits for the read under way
 * (stopCardWarming, start/listeners.ts): a read after the database provider
 * has closed its pool opens a new one, whose connection then keeps the
 * process alive after SIGTERM.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { CardRows } from '#services/catalogue/card_rows'
import type { Row } from '#helpers/sql_values'

const underWay = new Set<Promise<void>>()
let stopped = false

export function warmCards<T>(
  what: string,
  cards: CardRows<T>,
  shopsPerBatch: number,
  readShops: (afterId: number, upToId: number) => Promise<unknown>,
): void {
  if (stopped) return
  const warm = async () => {
    const started = performance.now()
    const generation = cards.generation
    const last: Row | null = await db.from('shops').max('id as id').first()
    for (let after = 0; after < Number(last?.id ?? 0); after += shopsPerBatch) {
      if (stopped || cards.generation !== generation) return
      await readShops(after, after + shopsPerBatch)
      await new Promise((resolve) => setImmediate(resolve))
    }
    logger.info({ cards: cards.size, ms: Math.round(performance.now() - started) }, `${what} warmed`)
  }
  const warming = warm().catch((error: unknown) => logger.warn({ err: error }, `${what}: warming failed; cards are read when shown`))
  underWay.add(warming)
  void warming.finally(() => underWay.delete(warming))
}

/** Ends every warming after its current read, and starts no more in this process. */
export async function stopCardWarming(): Promise<void> {
  stopped = true
  await Promise.all(underWay)
}
