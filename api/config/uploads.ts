import { tmpdir } from 'node:os'
import { resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Where stored images live on the local disk (the S3 disk ignores it) and where a multipart body would spool. */
export const uploadsSettings = {
  root: resolve(env.get('UPLOADS_DIR') ?? app.makePath('storage/uploads')),
  /** A setting so tests can watch it stay empty. */
  tmpDir: resolve(env.get('UPLOADS_TMP_DIR') ?? tmpdir()),
}
