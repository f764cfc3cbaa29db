/*
 * `shared/` holds only what two packages show: an export of `@shoplocal/shared/messages` must be used by two or
 * more of api/, storefront/, desktop/ and the root scripts/ (or by shared's own rules and constants, which two
 * packages call). Words one app alone shows live in that app (`api/app/messages/`, `storefront/src/messages/` or
 * a feature's `copy.ts`, `desktop/src/renderer/messages/`). A use counts when a file imports the name, or when it
 * imports another message whose declaration mentions it (ADMIN_LABELS built from COMMON_LABELS). shared's own tests
 * and these lint cases do not count: they test the words or quote them, they do not show them.
 *
 * `messageUsage(files)` works on a map of root-relative path -> text so the test can hand it cases;
 * `repositoryFiles(root)` reads the repository's.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import ts from 'typescript'

const MESSAGES = 'shared/src/messages/'
const IMPORT = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g
const NAMESPACE = /import\s+\*\s+as\s+(\w+)\s+from\s*['"]([^'"]+)['"]/g

/** The package a use counts for, or null for a use that does not count. */
function packageOf(path) {
  if (path.startsWith(MESSAGES)) return null
  if (path.startsWith('shared/tests/') || path.startsWith('scripts/lint/')) return null
  const [top] = path.split('/')
  return ['api', 'storefront', 'desktop', 'shared', 'scripts'].includes(top) ? top : null
}

/** Whether a specifier in `path` reaches the messages (the entry point, the package root, or shared's relative path). */
function namesMessages(path, specifier) {
  if (specifier === '@shoplocal/shared/messages' || specifier === '@shoplocal/shared') return true
  if (!specifier.startsWith('.')) return false
  return posix.normalize(posix.join(dirname(path), specifier)).startsWith(MESSAGES)
}

/** Each top-level declaration of the messages: its names, whether exported, and the identifiers it mentions. */
function declarations(files) {
  const out = []
  for (const [path, text] of Object.entries(files)) {
    if (!path.startsWith(MESSAGES) || path.endsWith('/index.ts')) continue
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
        : statement.name && ts.isIdentifier(statement.name)
          ? [statement.name.text]
          : []
      const mentions = new Set()
      const visit = (node) => {
        if (ts.isIdentifier(node)) mentions.add(node.text)
        ts.forEachChild(node, visit)
      }
      visit(statement)
      const exported = !!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      out.push({ names, exported, mentions })
    }
  }
  return out
}

/** Every exported message name -> the set of packages that use it (directly or through another message). */
function messageUsage(files) {
  const decls = declarations(files)
  const byName = new Map(decls.flatMap((d) => d.names.map((n) => [n, d])))
  const used = new Map(decls.map((d) => [d, new Set()]))

  for (const [path, text] of Object.entries(files)) {
    const pkg = packageOf(path)
    if (!pkg) continue
    const mark = (name) => byName.has(name) && used.get(byName.get(name)).add(pkg)
    for (const [, list, specifier] of text.matchAll(IMPORT)) {
      if (!namesMessages(path, specifier)) continue
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name) mark(name)
      }
    }
    for (const [, alias, specifier] of text.matchAll(NAMESPACE)) {
      if (!namesMessages(path, specifier)) continue
      for (const [, name] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) mark(name)
    }
  }

  // A message is shown wherever a message built from it is shown.
  for (let changed = true; changed;) {
    changed = false
    for (const d of decls) {
      for (const name of d.mentions) {
        const dep = byName.get(name)
        if (!dep || dep === d) continue
        for (const pkg of used.get(d)) {
          if (used.get(dep).has(pkg)) continue
          used.get(dep).add(pkg)
          changed = true
        }
      }
    }
  }
  return new Map(decls.filter((d) => d.exported).flatMap((d) => d.names.map((n) => [n, used.get(d)])))
}

/** The exports that break the rule, each with the packages that use it (none or one). */
export function singlePackageMessages(files) {
  const problems = []
  for (const [name, packages] of messageUsage(files)) {
    if (packages.has('shared') || packages.has('scripts') || packages.size >= 2) continue
    problems.push({ name, packages: [...packages] })
  }
  return problems
}

/** The repository's source files (tracked or new, not ignored) that can use a message. */
export function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  const files = {}
  for (const path of listed.toString().split('\0')) {
    if (!/^(api|storefront|desktop|shared|scripts)\/.*\.(ts|tsx|mts|js|mjs|astro)$/.test(path)) continue
    try {
      files[path] = readFileSync(join(root, path), 'utf8')
    } catch {
      // Deleted in the working tree but still in the index: nothing to read.
    }
  }
  return files
}
