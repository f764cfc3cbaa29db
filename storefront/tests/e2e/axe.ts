import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
}

/**
 * axe-core's serious and critical findings (with `targetSize`, also WCAG 2.2's target sizes), plus skipped heading levels (a moderate rule Lighthouse counts),
 * on the whole page or inside `scope`, as "rule (nodes: the first one's selector)". axe is evaluated through the DevTools protocol,
 * which the site's Content-Security-Policy does not govern, so pages are audited under their real policy.
 */
export async function axeFindings(page: Page, scope?: string, { targetSize = false } = {}): Promise<string[]> {
  // Once per document: a page audited at several widths keeps the axe it was given.
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!loaded) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ selector, targetSize }) => {
      const axe = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<AxeResult> } }).axe
      // target-size (WCAG 2.2's 24 × 24 px, with its spacing and inline exceptions) is off in axe by default.
      const rules = targetSize ? { rules: { 'target-size': { enabled: true } } } : {}
      // Only violations are read: axe then keeps one node of each other result, a little less work.
      const result = await axe.run(selector ? document.querySelector(selector)! : document, { ...rules, resultTypes: ['violations'] })
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
        .map((violation) => `${violation.id} (${violation.nodes.length}: ${String(violation.nodes[0]?.target[0] ?? '')})`)
    },
    { selector: scope ?? null, targetSize },
  )
}
