import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
}

/**
 * axe-core's serious and critical findings on the page, plus skipped heading levels, as
 * "rule (nodes): first target". axe is evaluated through the DevTools protocol, which the console's
 * Content-Security-Policy does not govern, so screens are audited under their real policy.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<AxeResult> } }).axe
    const result = await axe.run(document)
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
      .map((violation) => `${violation.id} (${violation.nodes.length}): ${JSON.stringify(violation.nodes[0]?.target)}`)
  })
}
