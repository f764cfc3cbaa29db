/*
 * The boundary rules run against the real eslint.config.js: each case lints a line of code as if it lived at the
 * given path, so a rule that stops matching (a renamed folder, a changed glob) fails here instead of letting the
 * violation through silently.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { unusedSharedExports } from './shared-exports.js'
import { repositoryFiles, singlePackageMessages } from './shared-messages.js'

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
    const waits = `export { POLL } from '../scripts/testing/waits.ts'\n`
    expect(await errorsFor('storefront/vitest.config.ts', waits)).toEqual([])
    expect(await errorsFor('storefront/astro.config.ts', waits)).toEqual(['boundaries/no-deep-imports'])
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

describe("Stripe's SDK stays in billing", () => {
  const code = `import Stripe from 'stripe'\nexport const sdk = Stripe\n`

  it('rejects it in another service, a controller and a model', async () => {
    expect(await errorsFor('api/app/services/owner/example.ts', code)).toEqual(['no-restricted-imports'])
    expect(await errorsFor('api/app/controllers/card_payments/example_controller.ts', code)).toEqual(['no-restricted-imports'])
    expect(await errorsFor('api/app/models/example.ts', code)).toEqual(['no-restricted-imports'])
  })

  it('allows it in a billing service, which still may not see the HTTP request', async () => {
    expect(await errorsFor('api/app/services/billing/example.ts', code)).toEqual([])
    expect(await errorsFor('api/app/services/billing/example.ts', HTTP_CONTEXT)).toEqual(['no-restricted-imports'])
  })
})

describe('settings are read in config/', () => {
  const code = `import env from '#start/env'\nexport const limit = env.get('CONTACT_PER_SHOP_PER_HOUR')\n`

  it('rejects reading the environment in a service, billing included', async () => {
    expect(await errorsFor('api/app/services/engagement/example.ts', code)).toEqual(['no-restricted-imports'])
    expect(await errorsFor('api/app/services/billing/example.ts', code)).toEqual(['no-restricted-imports'])
  })

  it('allows it in config/', async () => {
    expect(await errorsFor('api/config/example.ts', code)).toEqual([])
  })
})

describe('models and helpers sit below the services', () => {
  it('rejects a service imported by a model', async () => {
    const code = `import { adminSessionIdle } from '#services/auth/admin_idle'\nexport const idle = adminSessionIdle\n`
    expect(await errorsFor('api/app/models/example.ts', code)).toEqual(['no-restricted-imports'])
  })

  it('allows a model to import models, helpers and config', async () => {
    const code = `import User from '#models/user'\nimport { isoDate } from '#helpers/sql_values'\nimport { adminIdleMs } from '#config/auth'\nexport const all = [User, isoDate, adminIdleMs]\n`
    expect(await errorsFor('api/app/models/example.ts', code)).toEqual([])
  })

  it('rejects a model or a service imported by a helper, and allows another helper', async () => {
    const model = `import User from '#models/user'\nexport const user = User\n`
    expect(await errorsFor('api/app/helpers/example.ts', model)).toEqual(['no-restricted-imports'])
    const helper = `import { foldText } from '#helpers/text_folding'\nexport const fold = foldText\n`
    expect(await errorsFor('api/app/helpers/example.ts', helper)).toEqual([])
  })
})

describe('only web_session.ts touches the website session and the web guard', () => {
  it('rejects the session and the web guard in another controller', async () => {
    const session = `import type { HttpContext } from '@adonisjs/core/http'\nexport const id = (ctx: HttpContext) => ctx.session.sessionId\n`
    expect(await errorsFor('api/app/controllers/catalogue/example.ts', session)).toEqual(['no-restricted-syntax'])
    const destructured = `import type { HttpContext } from '@adonisjs/core/http'\nexport const id = ({ session }: HttpContext) => session.sessionId\n`
    expect(await errorsFor('api/app/controllers/auth/example_controller.ts', destructured)).toEqual(['no-restricted-syntax'])
    const guard = `import type { HttpContext } from '@adonisjs/core/http'\nexport const web = (ctx: HttpContext) => ctx.auth.use('web')\n`
    expect(await errorsFor('api/app/controllers/engagement/example.ts', guard)).toEqual(['no-restricted-syntax'])
  })

  it('allows both in web_session.ts, and the token guard elsewhere', async () => {
    const both = `import type { HttpContext } from '@adonisjs/core/http'\nexport const id = (ctx: HttpContext) => [ctx.session.sessionId, ctx.auth.use('web')]\n`
    expect(await errorsFor('api/app/controllers/web_session.ts', both)).toEqual([])
    const token = `import type { HttpContext } from '@adonisjs/core/http'\nexport const api = (ctx: HttpContext) => ctx.auth.use('api')\n`
    expect(await errorsFor('api/app/controllers/admin/example_controller.ts', token)).toEqual([])
  })
})

describe('validators import no service, so services can import their input types', () => {
  it('rejects a service imported by a validator', async () => {
    const code = `import { toAdminUser } from '#services/admin/user_admin_service'\nexport const present = toAdminUser\n`
    expect(await errorsFor('api/app/validators/admin.ts', code)).toEqual(['no-restricted-imports'])
  })

  it('allows the sort columns both import', async () => {
    const code = `import { USER_SORT_COLUMNS } from '#services/admin/sort_columns'\nexport const columns = USER_SORT_COLUMNS\n`
    expect(await errorsFor('api/app/validators/admin.ts', code)).toEqual([])
  })
})

describe('website features meet only through their index.ts', () => {
  it("rejects a feature importing another feature's file", async () => {
    const code = `import { uploadImage } from '../owner-dashboard/dashboard-api.ts'\nexport const upload = uploadImage\n`
    expect(await errorsFor('storefront/src/features/spotlight-manager/Example.tsx', code)).toEqual(['features/through-index'])
    const reexport = `export { BillingPanel } from '../billing/BillingPanel.tsx'\n`
    expect(await errorsFor('storefront/src/features/owner-dashboard/example.ts', reexport)).toEqual(['features/through-index'])
    const lazy = `export const load = () => import('../spotlight-manager/SpotlightManager.tsx')\n`
    expect(await errorsFor('storefront/src/features/owner-dashboard/example.ts', lazy)).toEqual(['features/through-index'])
  })

  it("allows another feature's index.ts, the feature's own files and shared UI", async () => {
    const index = `import { handleUnauthorized } from '../auth/index.ts'\nexport const handle = handleUnauthorized\n`
    expect(await errorsFor('storefront/src/features/billing/Example.tsx', index)).toEqual([])
    const own = `import { checkContact } from './contact-rules.ts'\nexport const check = checkContact\n`
    expect(await errorsFor('storefront/src/features/shop-detail/Example.tsx', own)).toEqual([])
    const ui = `import { useSubmit } from '../../components/ui/use-submit.ts'\nexport const submit = useSubmit\n`
    expect(await errorsFor('storefront/src/features/shop-detail/Example.tsx', ui)).toEqual([])
  })
})

describe("website components call the API through their feature's *-api.ts", () => {
  it('rejects the browser client or the client factory in a component', async () => {
    const browser = `import { apiPost } from '../../lib/api/browser.ts'\nexport const send = () => apiPost('/api/x')\n`
    expect(await errorsFor('storefront/src/features/shop-detail/Example.tsx', browser)).toEqual(['features/no-client-in-components'])
    const factory = `import { createApiClient } from '../../lib/api/client.ts'\nexport const client = createApiClient({ base: '' })\n`
    expect(await errorsFor('storefront/src/features/chat/Example.tsx', factory)).toEqual(['features/no-client-in-components'])
  })

  it("allows the client in the feature's api module, and the result types in a component", async () => {
    const module = `import { apiPost } from '../../lib/api/browser.ts'\nexport const send = () => apiPost('/api/x')\n`
    expect(await errorsFor('storefront/src/features/shop-detail/shop-detail-api.ts', module)).toEqual([])
    const result = `import { ApiError } from '../../lib/api/result.ts'\nexport const isApiError = (error: unknown) => error instanceof ApiError\n`
    expect(await errorsFor('storefront/src/features/owner-dashboard/Example.tsx', result)).toEqual([])
  })
})

describe('shared/messages holds only what two packages show', () => {
  const COMMON = `export const COMMON_LABELS = { save: 'Save' } as const\n`
  const ADMIN = `import { COMMON_LABELS } from './common.ts'\nexport const ADMIN_LABELS = { save: COMMON_LABELS.save, ban: 'Ban' } as const\n`
  const use = (names: string) => `import { ${names} } from '@shoplocal/shared/messages'\n`

  it('rejects a message only one package imports, and one nobody imports', () => {
    const files = {
      'shared/src/messages/common.ts': COMMON,
      'shared/src/messages/admin.ts': ADMIN,
      'desktop/src/renderer/features/users/UsersTab.tsx': use('ADMIN_LABELS, COMMON_LABELS'),
      'shared/tests/messages.test.ts': use('ADMIN_LABELS'),
    }
    expect(singlePackageMessages(files)).toEqual([
      { name: 'COMMON_LABELS', packages: ['desktop'] },
      { name: 'ADMIN_LABELS', packages: ['desktop'] },
    ])
    expect(singlePackageMessages({ 'shared/src/messages/common.ts': COMMON })).toEqual([{ name: 'COMMON_LABELS', packages: [] }])
  })

  it('counts a use through another message, a namespace import and shared code', () => {
    const throughMessage = {
      'shared/src/messages/common.ts': COMMON,
      'shared/src/messages/admin.ts': ADMIN,
      'desktop/src/renderer/shell/ConsoleShell.tsx': use('ADMIN_LABELS'),
      'storefront/src/features/admin-portal/AdminPortal.astro': `---\nimport * as words from '@shoplocal/shared/messages'\n---\n<p>{words.ADMIN_LABELS.ban}</p>\n`,
    }
    expect(singlePackageMessages(throughMessage)).toEqual([])
    const byRule = {
      'shared/src/messages/common.ts': COMMON,
      'shared/src/rules/labels.ts': `import { COMMON_LABELS } from '../messages/common.ts'\nexport const save = () => COMMON_LABELS.save\n`,
    }
    expect(singlePackageMessages(byRule)).toEqual([])
  })

  it('holds for the repository', () => {
    expect(singlePackageMessages(repositoryFiles(ROOT))).toEqual([])
  })
})

describe('every export of shared/ has an importer', () => {
  const RULE = `export const isOpen = (day: string) => day !== 'sunday'\nexport type Day = string\n`

  it('flags an export only its own file and its test name', () => {
    const files = {
      'shared/src/rules/days.ts': RULE,
      'shared/tests/days.test.ts': `import { isOpen } from '../src/rules/days.ts'\nisOpen('monday')\n`,
      'storefront/src/lib/days.ts': `import type { Day } from '@shoplocal/shared/rules'\nexport const today: Day = 'monday'\n`,
    }
    expect(unusedSharedExports(files)).toEqual([{ path: 'shared/src/rules/days.ts', name: 'isOpen' }])
  })

  it('holds for the repository', () => {
    expect(unusedSharedExports(repositoryFiles(ROOT))).toEqual([])
  })
})
