/*
 * The website's feature folders (storefront/src/features/<feature>/):
 *
 * - `features/through-index`: a feature uses another only through that feature's index.ts, the list of what
 *   it offers; the rest of a folder can change without breaking its neighbours.
 * - `features/no-client-in-components`: a component (.tsx) never calls the API client itself; the feature's
 *   calls live in its `<feature>-api.ts` module over the one client (src/lib/api/), where they can be read
 *   together, typed once and tested without rendering.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FEATURES = 'storefront/src/features/'
/** The client's modules: the browser client (browserApi, apiPost) and the factory behind both clients. */
const CLIENT_MODULES = new Set(['storefront/src/lib/api/browser.ts', 'storefront/src/lib/api/client.ts'])

const fromRoot = (absolute) => relative(ROOT, absolute).split(sep).join('/')

/** 'auth' for 'storefront/src/features/auth/AuthForm.tsx'; null outside the features. */
function featureOf(rel) {
  if (!rel.startsWith(FEATURES)) return null
  return rel.slice(FEATURES.length).split('/')[0]
}

/** The root-relative path a relative specifier names, with the '.ts' the storefront's imports may leave out. */
function targetOf(specifier, filename) {
  if (!specifier.startsWith('.')) return null
  const rel = fromRoot(resolve(dirname(filename), specifier))
  return /\.[a-z]+$/.test(rel) ? rel : `${rel}.ts`
}

function specifierOf(node) {
  const source = node.source
  return source && source.type === 'Literal' && typeof source.value === 'string' ? source : null
}

function importRule(description, problem) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const fileRel = fromRoot(context.filename)
      const check = (node) => {
        const source = specifierOf(node)
        const target = source && targetOf(source.value, context.filename)
        const message = target && problem(fileRel, target, source.value)
        if (message) context.report({ node: source, message })
      }
      return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check }
    },
  }
}

const throughIndex = importRule('A feature uses another feature only through its index.ts.', (fileRel, target, specifier) => {
  const from = featureOf(fileRel)
  const to = featureOf(target)
  if (!from || !to || from === to || target === `${FEATURES}${to}/index.ts`) return null
  return `'${specifier}' reaches into the ${to} feature; import it from '${to}/index.ts' (export it there if it is meant for other features).`
})

const noClientInComponents = importRule(
  'Components call the API through their feature’s *-api.ts module.',
  (fileRel, target, specifier) => {
    if (!featureOf(fileRel) || !fileRel.endsWith('.tsx') || !CLIENT_MODULES.has(target)) return null
    return `A component does not call the API client ('${specifier}'); put the call in the feature's <feature>-api.ts module.`
  },
)

export default {
  meta: { name: 'shoplocal-features' },
  rules: { 'through-index': throughIndex, 'no-client-in-components': noClientInComponents },
}
