import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import drive from '@adonisjs/drive/services/main'
import { writeSeedImages } from '#database/seed/images'
import { SEED_IDENTITY_NAME, specimenIdentityPdf } from '#database/seed/traders'
import { seedDemo } from '#database/seed/demo'
import { recordCatalogueRebuild } from '#services/catalogue/catalogue_changes'

/*
 * The only seeder: the demo dataset, in one transaction (all or nothing).
 * Benchmark sizes (SEED_SCALE, SEED_USERS) are grown by `db:setup`.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await writeSeedImages((key, contents) => drive.use().put(key, contents, { contentType: 'image/svg+xml' }))
    const counts = await db.transaction(async (trx) => {
      const seeded = await seedDemo(trx, new Date())
      // Seeded rows bypass the write paths: API processes already running rebuild their search index.
      await recordCatalogueRebuild(trx)
      return seeded
    })
    // The specimen identity documents the seeded trader rows name (private: served only by the trader routes).
    const traders: { identity_document_key: string; legal_name: string }[] = await db
      .from('shop_traders')
      .where('identity_document_key', 'like', `%/${SEED_IDENTITY_NAME}`)
      .select('identity_document_key', 'legal_name')
    for (const trader of traders) {
      await drive.use().put(trader.identity_document_key, specimenIdentityPdf(trader.legal_name), {
        contentType: 'application/pdf',
        visibility: 'private',
      })
    }
    logger.info(counts, 'demo data seeded')
  }
}
