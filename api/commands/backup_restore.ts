import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import db from '@adonisjs/lucid/services/db'
import { uploadsSettings } from '#config/uploads'
import env from '#start/env'
import { restoreBackup } from '#services/backups/backup_archive'
import { BackupError, backupErrors } from '#services/backups/backup_errors'

/*
 * `node ace backup:restore FILE [--force]`: a backup made by backup:create into the database the DB_* settings
 * name and the UPLOADS_DIR folder, both empty unless --force (then what they hold is replaced). Stop the site's
 * processes first: they would keep serving, and caching, what the database held before.
 */
export default class BackupRestore extends BaseCommand {
  static commandName = 'backup:restore'
  static description = 'Restore a backup into an empty database and file folder (--force replaces what they hold)'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'The backup file' })
  declare file: string

  @flags.boolean({ description: 'Replace what the target database and folder hold' })
  declare force: boolean

  async run() {
    try {
      if ((env.get('DRIVE_DISK') ?? 'fs') === 's3') throw backupErrors.s3()
      const manifest = await restoreBackup(this.file, {
        uploadsRoot: uploadsSettings.root,
        force: Boolean(this.force),
        migrate: async () => {
          const migrating = await this.kernel.exec('migration:run', ['--force'])
          if (migrating.exitCode) throw new BackupError('The database could not be migrated; see the messages above')
          return (await db.from('adonis_schema').select('name')).map((row) => String(row.name))
        },
      })
      this.logger.success(
        `Restored ${this.file} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${manifest.files.length} files`,
      )
    } catch (error) {
      if (!(error instanceof BackupError)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }
}
