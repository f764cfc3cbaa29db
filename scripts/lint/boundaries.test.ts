/*
 * The boundary rules run against the real eslint.config.js: each case lints a line of code as if it lived at the
 * given path, so a rule that stops matching (a renamed folder, a changed glob) fails here instead of letting the
 * violation through silently.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

/** The rule ids ESLint reports as errors for `code` placed at `path` (relative to the repository root). */
async function errorsFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId ?? 'parse error')
}

const HTTP_CONTEXT = `import type { HttpContext } from '@adonisjs/core/http'\nexport type Ctx = HttpContext\n`

describe('services never see the HTTP request', () => {
  it('rejects HttpContext in a service', async () => {
    expect(await errorsFor('api/app/services/catalogue/example.ts', HTTP_CONTEXT)).toEqual(['no-restricted-imports'])
  })

  it('rejects HttpContext re-exported through another module', async () => {
    const code = `import { HttpContext } from '#controllers/actor'\nexport const ctx = HttpContext\n`
    expect(await errorsFor('api/app/services/admin/example.ts', code)).toEqual(['no-restricted-imports'])
  })

  it('allows HttpContext in a controller', async () => {
    expect(await errorsFor('api/app/controllers/example_controller.ts', HTTP_CONTEXT)).toEqual([])
  })
})

describe('packages meet only through their exports map', () => {
  it('rejects a deep import into shared/src', async () => {
    const code = `import { ROLES } from '@shoplocal/shared/src/constants/index.js'\nexport const roles = ROLES\n`
    expect(await errorsFor('storefront/src/lib/example.ts', code)).toEqual(['boundaries/no-deep-imports'])
  })

  it('allows an entry point of the exports map', async () => {
    const code = `import { ROLES } from '@shoplocal/shared/constants'\nexport const roles = ROLES\n`
    expect(await errorsFor('storefront/src/lib/example.ts', code)).toEqual([])
  })

  it('rejects a relative path out of one package into another', async () => {
    const intoShared = `import { ROLES } from '../../../shared/src/constants/index.ts'\nexport const roles = ROLES\n`
    expect(await errorsFor('api/app/services/example.ts', intoShared)).toEqual(['boundaries/no-deep-imports'])
    const intoApi = `export { default } from '../../api/app/models/user.ts'\n`
    expect(await errorsFor('desktop/src/example.ts', intoApi)).toEqual(['boundaries/no-deep-imports'])
  })

  it('allows a relative path inside a package and the test harness under scripts/testing', async () => {
    const inside = `export { bridge } from '../../shared/bridge'\n`
    expect(await errorsFor('desktop/src/renderer/lib/example.ts', inside)).toEqual([])
    const harness = `export { startApi } from '../../../scripts/testing/start-api.ts'\n`
    expect(await errorsFor('api/tests/functional/example.ts', harness)).toEqual([])
  })
})

describe('app code does not print with console.log', () => {
  const code = `console.log('hello')\n`

  it('rejects console.log in the website', async () => {
    expect(await errorsFor('storefront/src/lib/example.ts', code)).toEqual(['no-console'])
  })

  it('allows it in root scripts', async () => {
    expect(await errorsFor('scripts/example.ts', code)).toEqual([])
  })
})
