/*
 * ESLint rule `boundaries/no-deep-imports`: a workspace package is reached only through the entry
 * points its package.json `exports` lists, and a relative path never walks out of one package into
 * another. Otherwise a file moved or renamed inside shared/ (or an app) breaks its neighbours, and
 * the exports map stops being the list of what is public.
 *
 * Test harness code is the one crossing allowed: package tests and their Vitest config may use
 * `scripts/testing/` (the root helpers that start a real API, and the suites' shared waits), and the
 * root benchmarks may use a package's `tests/helpers/`.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))

/** Workspace folder -> its package name and the subpaths its exports map opens ('.', './types', ...). */
const PACKAGES = new Map(
  rootManifest.workspaces.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'))
    const exportsMap = manifest.exports
    const subpaths = typeof exportsMap === 'string' ? ['.'] : Object.keys(exportsMap ?? {})
    return [dir, { name: manifest.name, subpaths: new Set(subpaths) }]
  }),
)
const BY_NAME = new Map([...PACKAGES.values()].map((pkg) => [pkg.name, pkg]))

/** Path relative to the repository root with forward slashes, or null when outside it. */
function fromRoot(absolute) {
  const rel = relative(ROOT, absolute)
  if (rel.startsWith('..') || rel === '') return null
  return rel.split(sep).join('/')
}

/** The workspace folder a root-relative path belongs to, or 'root' for scripts and root config. */
function ownerOf(rel) {
  const first = rel.split('/')[0]
  return PACKAGES.has(first) ? first : 'root'
}

function isHarnessCrossing(fileRel, targetRel) {
  if (targetRel.startsWith('scripts/testing/')) {
    const owner = ownerOf(fileRel)
    return fileRel.startsWith(`${owner}/tests/`) || fileRel === `${owner}/vitest.config.ts`
  }
  const targetOwner = ownerOf(targetRel)
  return fileRel.startsWith('scripts/bench/') && targetRel.startsWith(`${targetOwner}/tests/helpers/`)
}

/** Splits '@scope/name/sub/path' into the package name and its './sub/path' subpath. */
function splitBare(specifier) {
  const parts = specifier.split('/')
  const name = parts.slice(0, 2).join('/')
  const rest = parts.slice(2).join('/')
  return { name, subpath: rest ? `./${rest}` : '.' }
}

function problemWith(specifier, filename) {
  const fileRel = fromRoot(filename)
  if (!fileRel) return null

  if (specifier.startsWith('.')) {
    const targetRel = fromRoot(resolve(dirname(filename), specifier))
    if (!targetRel) return `'${specifier}' leaves the repository.`
    const fileOwner = ownerOf(fileRel)
    const targetOwner = ownerOf(targetRel)
    if (fileOwner === targetOwner || isHarnessCrossing(fileRel, targetRel)) return null
    const target = PACKAGES.get(targetOwner)
    const hint = target ? ` Import it through '${target.name}' and its exports map.` : ''
    return `'${specifier}' reaches from ${fileOwner}/ into ${targetOwner}/ by a relative path.${hint}`
  }

  const { name, subpath } = splitBare(specifier)
  const pkg = BY_NAME.get(name)
  if (!pkg || pkg.subpaths.has(subpath)) return null
  const open = [...pkg.subpaths].map((entry) => (entry === '.' ? name : `${name}/${entry.slice(2)}`))
  return open.length
    ? `'${specifier}' is not an entry point of ${name}; use one of: ${open.join(', ')}.`
    : `${name} exposes no entry points; code two packages need belongs in @shoplocal/shared.`
}

/** The module specifier of an import-like node, when it is a plain string. */
function specifierOf(node) {
  const source = node.type === 'TSImportType' ? (node.argument?.literal ?? node.source) : node.source
  return source && source.type === 'Literal' && typeof source.value === 'string' ? source : null
}

const noDeepImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Packages are imported only through their exports map; relative paths stay inside their package.' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = specifierOf(node)
      if (!source) return
      const message = problemWith(source.value, context.filename)
      if (message) context.report({ node: source, message })
    }
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    }
  },
}

export default {
  meta: { name: 'shoplocal-boundaries' },
  rules: { 'no-deep-imports': noDeepImports },
}
