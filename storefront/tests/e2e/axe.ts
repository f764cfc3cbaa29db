import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: unknown[] }[]
}

/**
 * axe-core's serious and critical findings, plus skipped heading levels (a moderate rule Lighthouse counts),
 * on the whole page or inside `scope`, as "rule (nodes)". axe is evaluated through the DevTools protocol,
 * which the site's Content-Security-Policy does not govern, so pages are audited under their real policy.
 */
export async function axeFindings(page: Page, scope?: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: Element | Document): Promise<AxeResult> } }).axe
    const result = await axe.run(selector ? document.querySelector(selector)! : document)
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
      .map((violation) => `${violation.id} (${violation.nodes.length})`)
  }, scope ?? null)
}
