import { stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Only pictures are ever served from the uploads folder. */
const SERVED_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.avif'])

/** Where uploaded and seeded images live on disk; served at /uploads/*. */
export function uploadsRoot(): string {
  return resolve(env.get('UPLOADS_DIR') ?? app.makePath('storage/uploads'))
}

/**
 * Maps the path segments after /uploads/ to a file inside the uploads folder,
 * or null when it escapes the folder, is not a picture or does not exist.
 */
export async function resolveUpload(segments: string[]): Promise<string | null> {
  const root = uploadsRoot()
  const candidate = resolve(root, ...segments)
  if (!candidate.startsWith(root + sep)) return null
  if (!SERVED_EXTENSIONS.has(extname(candidate).toLowerCase())) return null
  try {
    return (await stat(candidate)).isFile() ? candidate : null
  } catch {
    return null
  }
}
