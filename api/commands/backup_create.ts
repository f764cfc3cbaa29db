import { readFileSync } from 'node:fs'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import { uploadsSettings } from '#config/uploads'
import env from '#start/env'
import { createBackup } from '#services/backups/backup_archive'
import { BackupError, backupErrors } from '#services/backups/backup_errors'

/*
 * `node ace backup:create --to FILE`: the whole site in one archive (services/backups/backup_archive.ts), taken
 * while it keeps running. docs/operations.md says how to schedule it.
 */
export default class BackupCreate extends BaseCommand {
  static commandName = 'backup:create'
  static description = 'Write a backup (database, stored files, checksums) to one file while the site runs'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'The file to write (it must not exist yet)', required: true })
  declare to: string

  async run() {
    try {
      if ((env.get('DRIVE_DISK') ?? 'fs') === 's3') throw backupErrors.s3()
      const manifest = await createBackup(this.to, {
        uploadsRoot: uploadsSettings.root,
        connection: db.primaryConnectionName,
        appVersion: JSON.parse(readFileSync(this.app.makePath('package.json'), 'utf8')).version,
      })
      const rows = manifest.tables.reduce((total, table) => total + table.rows, 0)
      this.logger.success(`Backup written to ${this.to}: ${manifest.tables.length} tables (${rows} rows), ${manifest.files.length} files`)
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
