import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { DEMO_ACCOUNTS } from '#database/seed/demo_accounts'
import { seedScale, seedUsers } from '#database/seed/scale'
import { recordCatalogueRebuild } from '#services/catalogue/catalogue_changes'

/*
 * First-start setup: runs pending migrations and seeds the demo data when the
 * database is empty, grows it to SEED_SCALE shops and SEED_USERS users when
 * asked (benchmarks), then prints the demo sign-ins. Safe to run on every start.
 */
export default class DbSetup extends BaseCommand {
  static commandName = 'db:setup'
  static description = 'Migrate the database, seed it when empty and print the demo accounts'
  static options: CommandOptions = { startApp: true }

  async run() {
    await this.kernel.exec('migration:run', ['--force'])
    const row = await db.from('categories').count('* as total').first()
    if (Number(row?.total ?? 0) === 0) {
      const seeding = await this.kernel.exec('db:seed', [])
      if (seeding.exitCode) {
        this.exitCode = seeding.exitCode
        return
      }
    } else {
      this.logger.info('Database already seeded; leaving its data as it is')
    }
    await this.growForBenchmarks()
    this.printDemoAccounts()
  }

  private async growForBenchmarks() {
    const report = (message: string) => this.logger.info(message)
    const shops = env.get('SEED_SCALE')
    if (shops) {
      const started = Date.now()
      const made = await seedScale(shops, report)
      report(`Added ${made.shops} shops and ${made.products} products in ${Math.round((Date.now() - started) / 1000)} s`)
      // Bulk rows bypass the write paths: API processes already running rebuild their search index.
      if (made.shops > 0) await recordCatalogueRebuild()
    }
    const users = env.get('SEED_USERS')
    if (users) {
      const started = Date.now()
      const made = await seedUsers(users, report)
      report(`Added ${made.users} users in ${Math.round((Date.now() - started) / 1000)} s`)
    }
  }

  private printDemoAccounts() {
    const table = this.ui.table()
    table.head(['Demo account', 'Email', 'Password'])
    for (const account of DEMO_ACCOUNTS) {
      table.row([`${account.firstName} ${account.lastName} (${account.role})`, account.email, account.password])
    }
    table.render()
  }
}
