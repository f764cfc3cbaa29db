/*
 * An export of shared/ has an importer: a name declared with `export` in shared/src must be named by some other
 * file (another package, or another shared module that builds on it). Its own tests do not count: a rule only its
 * test calls is dead code. A type used only inside its own file is declared without `export`.
 *
 * The check is by name (any mention of the identifier elsewhere counts), so it never flags a used export; it can
 * miss a dead one whose name another file happens to use.
 */
import ts from 'typescript'

const SHARED_SOURCES = 'shared/src/'
const IDENTIFIER = /[A-Za-z_$][\w$]*/g

/** Each name a top-level statement of `text` exports by its own `export` modifier. */
function exportedNames(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const names = []
  for (const statement of source.statements) {
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text)
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.push(statement.name.text)
    }
  }
  return names
}

/** `{ path, name }` of every export of shared/src that no other file names (root-relative paths -> text in). */
export function unusedSharedExports(files) {
  const mentions = new Map()
  for (const [path, text] of Object.entries(files)) {
    if (path.startsWith('shared/tests/') || path.startsWith('scripts/lint/')) continue
    for (const [name] of text.matchAll(IDENTIFIER)) {
      if (!mentions.has(name)) mentions.set(name, new Set())
      mentions.get(name).add(path)
    }
  }
  const unused = []
  for (const [path, text] of Object.entries(files)) {
    if (!path.startsWith(SHARED_SOURCES) || path.endsWith('/index.ts')) continue
    for (const name of exportedNames(path, text)) {
      const elsewhere = [...(mentions.get(name) ?? [])].filter((other) => other !== path)
      if (elsewhere.length === 0) unused.push({ path, name })
    }
  }
  return unused
}
