/*
 * How the API's processes run their TypeScript (node --import=./bin/typescript_hooks.ts bin/server.ts): each
 * file is compiled by SWC as it is loaded, with the settings @poppinss/ts-exec derives from tsconfig.json
 * (decorators and their metadata, which Node's own type stripping does not do). ts-exec runs its hooks on
 * Node's hooks thread, one message there and back per import resolved and per file loaded; these run in the
 * process's own thread (module.registerHooks), which cut the API's time to listen from about 2.3 s to 1.5 s (a busy machine).
 * Each compiled file is kept under tmp/typescript/ with the hash of what it was compiled from, so a start
 * compiles only the files that changed (about 0.2 s of SWC for the API's 250 files otherwise). V8's own
 * compilation of every module (these and the packages') is kept in tmp/compile-cache/ (Node's compile cache,
 * written when the server listens: bin/server.ts), about 0.3 s less again.
 *
 * This file itself is loaded by Node's type stripping: erasable syntax only.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { enableCompileCache, registerHooks, type LoadHookSync, type ResolveHookSync } from 'node:module'
import { fileURLToPath } from 'node:url'
import { transformSync, version as swcVersion, type Options } from '@swc/core'
import { getTsconfig } from 'get-tsconfig'

const API_DIR = fileURLToPath(new URL('../', import.meta.url))
const KEPT_DIR = `${API_DIR}tmp/typescript/`

/** SWC's settings from the compiler options, as ts-exec makes them. */
function swcOptions(): Options {
  const compilerOptions = getTsconfig(API_DIR)?.config.compilerOptions ?? {}
  const target = compilerOptions.target?.toLowerCase()
  return {
    sourceMaps: compilerOptions.sourceMap ?? true,
    module: { type: 'es6' },
    jsc: {
      target: (target && target !== 'es6' ? target : 'esnext') as NonNullable<Options['jsc']>['target'],
      baseUrl: compilerOptions.baseUrl,
      externalHelpers: false,
      parser: { syntax: 'typescript', tsx: Boolean(compilerOptions.jsx), decorators: true, dynamicImport: true },
      transform: {
        decoratorMetadata: compilerOptions.emitDecoratorMetadata,
        legacyDecorator: compilerOptions.experimentalDecorators,
        verbatimModuleSyntax: compilerOptions.verbatimModuleSyntax,
        useDefineForClassFields: compilerOptions.useDefineForClassFields,
        react: { runtime: 'automatic', importSource: compilerOptions.jsxImportSource },
      },
      experimental: { keepImportAttributes: true },
      keepClassNames: true,
    },
  }
}

const options = swcOptions()
/** What else a compiled file depends on: a new SWC or other settings compile everything again. */
const settingsHash = createHash('sha256').update(swcVersion).update(JSON.stringify(options)).digest('hex')

/** The compiled file, with an inline source map so that stack traces name the TypeScript lines. */
function compiled(url: string, source: string): string {
  const filename = fileURLToPath(url)
  const hash = createHash('sha256').update(settingsHash).update(source).digest('hex')
  const keptPath = `${KEPT_DIR}${createHash('sha256').update(filename).digest('hex')}.js`
  const header = `// ${hash}\n`
  try {
    const kept = readFileSync(keptPath, 'utf8')
    if (kept.startsWith(header)) return kept.slice(header.length)
  } catch {
    // Not compiled yet.
  }
  const { code, map } = transformSync(source, { ...options, filename })
  const sourceMap = map ? `\n\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}` : ''
  const output = `${code}${sourceMap}\n\n//# sourceURL=${url}`
  // Written aside and renamed: processes starting at once (the test suites) never read half a file.
  const partPath = `${keptPath}.${process.pid}`
  try {
    mkdirSync(KEPT_DIR, { recursive: true })
    writeFileSync(partPath, header + output)
    renameSync(partPath, keptPath)
  } catch {
    // A folder that cannot be written (a read-only image) only means compiling again on the next start.
  }
  return output
}

/** ts-exec's resolution: a '.js' import (such as '#services/x', mapped to x.js in package.json) names the '.ts' file. */
const resolve: ResolveHookSync = (specifier, context, nextResolve) => {
  try {
    return nextResolve(specifier, context)
  } catch (error) {
    const { code, url } = error as { code?: string; url?: string }
    if (code !== 'ERR_MODULE_NOT_FOUND' || !url?.startsWith('file:') || !url.endsWith('.js')) throw error
    return nextResolve(`${url.slice(0, -'.js'.length)}.ts`, context)
  }
}

/** ES modules in TypeScript (all of the API's) are compiled; anything else loads as Node loads it. */
const load: LoadHookSync = (url, context, nextLoad) => {
  if (context.format !== 'module-typescript') return nextLoad(url, context)
  const { source } = nextLoad(url, { ...context, format: 'module' })
  const text = typeof source === 'string' ? source : Buffer.from(source as Uint8Array).toString('utf8')
  return { format: 'module', source: compiled(url, text), shortCircuit: true }
}

process.setSourceMapsEnabled(true)
enableCompileCache(`${API_DIR}tmp/compile-cache`)
registerHooks({ resolve, load })
