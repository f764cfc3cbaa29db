/**
 * One build of the website per version of its sources, shared by every end-to-end file: an Astro build takes
 * half a minute and every file used to make its own. The build goes to a folder named by a hash of what it is
 * built from (the website's and shared sources, its config, the PUBLIC_* settings baked into it), made once
 * under a lock and never rewritten, so a file's running server cannot lose its files to another file's build;
 * each file's own folder is a link to it.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, symlink, lstat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'

const STALE_LOCK_MS = 10 * 60_000
const POLL_MS = 250
const PRUNE_AFTER_MS = 60 * 60_000

/** The folders and files a build is made from, relative to the repository root. */
const INPUTS = [
  'storefront/src',
  // How the build is made (its command and settings) is part of what it is.
  'storefront/tests/e2e/support.ts',
  'storefront/tests/e2e/site-build.ts',
  'storefront/public',
  'storefront/astro.config.mjs',
  'storefront/package.json',
  'shared/src',
  'package-lock.json',
]

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null)
  if (!info) return []
  if (info.isFile()) return [path]
  const entries = await readdir(path, { withFileTypes: true })
  const nested = await Promise.all(
    entries.filter((entry) => entry.name !== 'node_modules').map((entry) => filesUnder(join(path, entry.name))),
  )
  return nested.flat()
}

/** A hash of every input's path and content, and of the public settings a build bakes in. */
export async function sourceHash(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256')
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(root, input))))).flat().sort()
  for (const file of files) {
    hash.update(relative(root, file))
    hash.update(await readFile(file))
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('PUBLIC_'))
    .sort())
    hash.update(`${name}=${env[name]}`)
  return hash.digest('hex').slice(0, 16)
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** Takes the lock folder, or resolves false when another process holds it (a lock left by a crash expires). */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock)
    return true
  } catch {
    const info = await stat(lock).catch(() => null)
    if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
    return false
  }
}

/**
 * Makes sure a build of the current sources exists in `cacheRoot` and returns its folder; `build(dir)` makes one
 * into a fresh folder, which becomes the shared one only once complete.
 */
export async function sharedBuild(root: string, cacheRoot: string, build: (outDir: string) => Promise<void>): Promise<string> {
  const dir = join(cacheRoot, await sourceHash(root))
  const done = join(dir, '.complete')
  const lock = `${dir}.lock`
  await mkdir(cacheRoot, { recursive: true })
  while (!(await exists(done))) {
    if (!(await tryLock(lock))) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      continue
    }
    try {
      if (await exists(done)) break
      const building = `${dir}.building-${process.pid}`
      await rm(building, { recursive: true, force: true })
      await build(building)
      await writeFile(join(building, '.complete'), new Date().toISOString())
      await rm(dir, { recursive: true, force: true })
      await rename(building, dir)
      await pruneOlderBuilds(cacheRoot, dir)
    } finally {
      await rm(lock, { recursive: true, force: true })
    }
  }
  return dir
}

/** Builds of other sources, left by earlier runs, go once they are an hour old (no running test uses them). */
async function pruneOlderBuilds(cacheRoot: string, keep: string): Promise<void> {
  for (const entry of await readdir(cacheRoot)) {
    const path = join(cacheRoot, entry)
    const info = await stat(path).catch(() => null)
    if (path !== keep && info && Date.now() - info.mtimeMs > PRUNE_AFTER_MS) await rm(path, { recursive: true, force: true })
  }
}

/** Points `outDir` at `target`, replacing whatever link or folder was there. */
export async function linkTo(outDir: string, target: string): Promise<void> {
  const current = await lstat(outDir).catch(() => null)
  if (current) await rm(outDir, { recursive: true, force: true })
  await mkdir(dirname(outDir), { recursive: true })
  await symlink(target, outDir, 'dir')
}
