import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import env from '#start/env'
import { uploadsRoot } from '#services/uploads'
import { writeSeedImages } from '#database/seed/images'
import { seedDemo } from '#database/seed/demo'
import { seedScale } from '#database/seed/scale'

/*
 * The only seeder: the demo dataset in one transaction (all or nothing), then,
 * when SEED_SCALE asks for it, bulk shops and products up to that many shops.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    await writeSeedImages(uploadsRoot())
    const counts = await db.transaction((trx) => seedDemo(trx, new Date()))
    logger.info(counts, 'demo data seeded')

    const scale = env.get('SEED_SCALE')
    if (scale) {
      const started = Date.now()
      const made = await seedScale(scale, (message) => logger.info(message))
      logger.info({ ...made, seconds: Math.round((Date.now() - started) / 1000) }, 'scale data seeded')
    }
  }
}
