/*
 * `node ace env:app-key`, run by `npm start` before anything else: gives this copy of the product its own
 * random APP_KEY in the API's local settings file (api/.env, ignored by git) on first start, so no key
 * shared by every clone signs anybody's session cookie; later starts keep it, so sessions survive a restart.
 */
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'

const APP_KEY_SET = /^[ \t]*APP_KEY[ \t]*=[ \t]*\S/m
const APP_KEY_EMPTY = /^[ \t]*APP_KEY[ \t]*=[ \t]*$/m

/** Adds a random APP_KEY to `file` (created when missing) unless it already names one. */
export async function ensureLocalAppKey(file: string): Promise<'kept' | 'generated'> {
  let text = ''
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (APP_KEY_SET.test(text)) return 'kept'
  const line = `APP_KEY=${randomBytes(32).toString('hex')}`
  const separator = text === '' || text.endsWith('\n') ? '' : '\n'
  const next = APP_KEY_EMPTY.test(text) ? text.replace(APP_KEY_EMPTY, line) : `${text}${separator}${line}\n`
  await writeFile(file, next, { mode: 0o600 })
  return 'generated'
}

export default class EnsureAppKey extends BaseCommand {
  static commandName = 'env:app-key'
  static description = 'Write a random APP_KEY into the local .env file unless it has one'
  static options: CommandOptions = { startApp: false }

  @flags.string({ description: 'The settings file (api/.env unless given)' })
  declare file?: string

  async run() {
    const file = this.file ?? this.app.makePath('.env')
    if ((await ensureLocalAppKey(file)) === 'generated') this.logger.info(`Generated a random APP_KEY for this copy into ${file}`)
  }
}
