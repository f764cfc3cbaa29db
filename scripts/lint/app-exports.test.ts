import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unusedAppExports } from './app-exports.js'
import { repositoryFiles } from './shared-messages.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('every export of the website and the console has an importer', () => {
  const RULES = `export const isOpen = (day: string) => day !== 'sunday'\nexport type Day = string\nexport const closed = !isOpen('monday')\n`

  it('flags an export only its own file uses, even when another file uses the same name for its own thing', () => {
    const files = {
      'storefront/src/lib/days.ts': RULES,
      'storefront/src/lib/days.test.ts': `import { closed } from './days.ts'\nexpect(closed).toBe(false)\n`,
      'desktop/src/renderer/lib/days.ts': `export const isOpen = true\nexport const label = isOpen ? 'open' : 'shut'\n`,
      'desktop/src/renderer/App.tsx': `import { isOpen } from '@shoplocal/shared/rules'\nimport { label } from './lib/days'\nexport const App = () => [isOpen, label]\n`,
      'desktop/src/renderer/main.tsx': `import { App } from './App'\nexport const root = App\n`,
    }
    expect(unusedAppExports(files)).toEqual([
      { path: 'storefront/src/lib/days.ts', name: 'isOpen' },
      { path: 'storefront/src/lib/days.ts', name: 'Day' },
      { path: 'desktop/src/renderer/lib/days.ts', name: 'isOpen' },
    ])
  })

  it('counts an .astro page, a re-export, a lazy tab and a mocked module as importers', () => {
    const files = {
      'storefront/src/features/days/Days.tsx': `export default function Days() {}\nexport const DAYS = 7\n`,
      'storefront/src/features/days/index.ts': `export { DAYS } from './Days.tsx'\nexport { isOpen } from './open.ts'\n`,
      'storefront/src/features/days/open.ts': `export const isOpen = true\n`,
      'storefront/src/pages/days.astro': `---\nimport Days from '../features/days/Days.tsx'\nimport { DAYS } from '../features/days/index.ts'\n---\n<Days client:interaction />{DAYS}\n`,
      'desktop/src/renderer/shell/tabs.tsx': `export const TABS = { days: lazy(() => import('../features/days/DaysTab').then((module) => ({ default: module.DaysTab }))) }\n`,
      'desktop/src/renderer/features/days/DaysTab.tsx': `export function DaysTab() {}\nexport const DAYS_LIST = []\n`,
      'desktop/tests/tabs.test.ts': `import { TABS } from '../src/renderer/shell/tabs'\nvi.mock('../src/renderer/features/days/DaysTab')\n`,
    }
    expect(unusedAppExports(files)).toEqual([{ path: 'storefront/src/features/days/index.ts', name: 'isOpen' }])
  })

  it('allows the exports a framework calls by convention, which nobody imports', () => {
    const files = {
      'storefront/src/pages/robots.txt.ts': `export const GET = () => new Response('')\n`,
      'storefront/src/middleware.ts': `export const onRequest = () => undefined\n`,
      'storefront/src/lib/islands/interaction.ts': `export default () => undefined\n`,
    }
    expect(unusedAppExports(files)).toEqual([])
  })

  it('holds for the repository', () => {
    expect(unusedAppExports(repositoryFiles(ROOT))).toEqual([])
  })
})
