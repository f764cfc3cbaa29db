/*
 * An export of the website or the console has an importer: a name a module of storefront/src or desktop/src
 * exports must be imported by another file (a module, a page or component `.astro` file, a test, a script). A
 * name only its own file uses is declared without `export`; a name nobody uses is deleted.
 *
 * Unlike the shared check, this one follows imports, not names: the apps repeat names (`Decision`, `Props`), so a
 * mention elsewhere proves nothing. A relative specifier is resolved to its file and the names it takes are
 * marked: named imports and re-exports, a default import, `lazy(() => import(...))` (the default), the names a
 * dynamic import's `.then` or `await` reads; a namespace import, `export *` or `vi.mock` marks the whole module.
 * A feature's `index.ts` is checked like any module, so a re-export nobody imports through it is flagged too.
 *
 * Some files are entry points that a framework loads by path and calls by export name; those are listed below.
 */
import { dirname, posix } from 'node:path'
import ts from 'typescript'

const CHECKED = /^(storefront|desktop)\/src\/.*(?<!\.d)\.tsx?$/
// Only these can import an app's module: the API and shared never reach into an app (package-boundaries.js).
const IMPORTERS = /^(storefront|desktop|scripts)\/.*\.(ts|tsx|mts|js|mjs|astro)$/
const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '.astro', '/index.ts', '/index.tsx']
const EVERY_NAME = '*'

/** Exports by convention: the framework imports these files itself and calls them by the name it expects. */
const ENTRY_POINTS = [
  // Astro serves each file of src/pages by its exports (GET, ALL, getStaticPaths, prerender).
  /^storefront\/src\/pages\//,
  // Astro runs the middleware's onRequest.
  /^storefront\/src\/middleware\.ts$/,
  // Astro loads a client directive's default export from the file path integration.ts registers.
  /^storefront\/src\/lib\/islands\/(interaction|companion)\.ts$/,
  // electron-vite builds the main process, the preload script and the renderer from these files.
  /^desktop\/src\/(main|preload)\/index\.ts$/,
  /^desktop\/src\/renderer\/main\.tsx$/,
]

/** The script parts of a file: all of a module; an `.astro` file's frontmatter and `<script>` bodies. */
function scriptOf(path, text) {
  if (!path.endsWith('.astro')) return text
  const parts = [text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '']
  for (const [, body] of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) parts.push(body)
  return parts.join('\n')
}

/** The file a relative specifier of `from` names, or null (a package, or a file outside the map). */
function resolve(files, from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = posix.normalize(posix.join(dirname(from), specifier.split('?')[0]))
  const candidates = [base, base.replace(/\.js$/, '')]
  for (const candidate of candidates) {
    for (const ending of RESOLVED_ENDINGS) if (files[candidate + ending] !== undefined) return candidate + ending
  }
  return null
}

/** The names a dynamic `import(...)` takes, or every name when its use is not one of the known shapes. */
function dynamicNames(call) {
  const parent = call.parent
  if (ts.isArrowFunction(parent)) return ['default']
  if (ts.isAwaitExpression(parent) && ts.isVariableDeclaration(parent.parent) && ts.isObjectBindingPattern(parent.parent.name)) {
    return parent.parent.name.elements.map((element) => (element.propertyName ?? element.name).getText())
  }
  const callback = ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' ? parent.parent.arguments?.[0] : null
  const module = callback && ts.isFunctionLike(callback) ? callback.parameters[0]?.name : null
  if (module && ts.isIdentifier(module)) {
    return [...callback.body.getText().matchAll(new RegExp(`\\b${module.text}\\.(\\w+)`, 'g'))].map(([, name]) => name)
  }
  return [EVERY_NAME]
}

/** Each `[specifier, names]` one parsed file imports, re-exports or loads. */
function importsOf(source) {
  const found = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const names = clause?.name ? ['default'] : []
      if (bindings && ts.isNamespaceImport(bindings)) names.push(EVERY_NAME)
      else if (bindings) names.push(...bindings.elements.map((element) => (element.propertyName ?? element.name).text))
      found.push([node.moduleSpecifier.text, names])
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause
      const names =
        clause && ts.isNamedExports(clause) ? clause.elements.map((element) => (element.propertyName ?? element.name).text) : [EVERY_NAME]
      found.push([node.moduleSpecifier.text, names])
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression
      if (callee.kind === ts.SyntaxKind.ImportKeyword) found.push([node.arguments[0].text, dynamicNames(node)])
      else if (ts.isPropertyAccessExpression(callee) && /^(mock|doMock|importActual)$/.test(callee.name.text)) {
        found.push([node.arguments[0].text, [EVERY_NAME]])
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Each name a parsed module exports itself: an `export` declaration, a default, or an `export { … }` list. */
function exportedNames(source) {
  const names = []
  for (const statement of source.statements) {
    const modifiers = statement.modifiers ?? []
    if (ts.isExportAssignment(statement) || modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
      names.push('default')
    } else if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        names.push(...statement.exportClause.elements.map((element) => element.name.text))
      }
    } else if (ts.isVariableStatement(statement)) {
      names.push(...statement.declarationList.declarations.map((declaration) => declaration.name.getText()))
    } else if (statement.name) {
      names.push(statement.name.text)
    }
  }
  return names
}

/** `{ path, name }` of every export of storefront/src and desktop/src no other file imports (root-relative path -> text in). */
export function unusedAppExports(files) {
  const taken = new Map()
  const exported = []
  for (const [path, text] of Object.entries(files)) {
    // The lint cases quote code; they import nothing.
    if (path.startsWith('scripts/lint/') || !IMPORTERS.test(path)) continue
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    const source = ts.createSourceFile(path, scriptOf(path, text), ts.ScriptTarget.Latest, true, kind)
    for (const [specifier, names] of importsOf(source)) {
      const target = resolve(files, path, specifier)
      if (!target || target === path) continue
      if (!taken.has(target)) taken.set(target, new Set())
      for (const name of names) taken.get(target).add(name)
    }
    if (CHECKED.test(path) && !ENTRY_POINTS.some((entry) => entry.test(path))) {
      for (const name of exportedNames(source)) exported.push({ path, name })
    }
  }
  return exported.filter(({ path, name }) => {
    const names = taken.get(path)
    return !names || !(names.has(name) || names.has(EVERY_NAME))
  })
}
