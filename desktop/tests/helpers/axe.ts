import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The rule that a control's accessible name holds its visible label (WCAG 2.5.3, "Label in Name"). */
const NAME_RULE = 'label-content-name-mismatch'

interface AxeNode {
  actualNode: Element
}

interface Axe {
  run(context: Document, options: object): Promise<AxeResult>
  setup(context: Document): void
  teardown(): void
  utils: { getNodeFromTree(element: Element): AxeNode | null }
  commons: { text: { accessibleTextVirtual(node: AxeNode): string } }
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
}

/**
 * axe-core's serious and critical findings on the page, plus skipped heading levels, as
 * "rule (nodes): first target". axe is evaluated through the DevTools protocol, which the console's
 * Content-Security-Policy does not govern, so screens are audited under their real policy.
 *
 * NAME_RULE is switched on by name, whatever axe's defaults, and extended: axe audits it only on controls
 * named by aria-label or aria-labelledby, so every link, button and option named by its content is also
 * checked here, its visible text (without aria-hidden or visually hidden words) against its accessible name.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (nameRule) => {
    const axe = (window as unknown as { axe: Axe }).axe
    const result = await axe.run(document, { rules: { [nameRule]: { enabled: true } } })
    const found = result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id === 'heading-order')
      .map((violation) => `${violation.id} (${violation.nodes.length}): ${JSON.stringify(violation.nodes[0]?.target)}`)

    const shown = (element: Element): boolean => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return (
        element.getAttribute('aria-hidden') !== 'true' &&
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        style.clipPath !== 'inset(50%)' &&
        style.clip !== 'rect(0px, 0px, 0px, 0px)' &&
        (box.width > 1 || box.height > 1)
      )
    }
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
      if (!(node instanceof Element) || !shown(node)) return ''
      return [...node.childNodes].map(visibleText).join('')
    }
    // Letters and digits only: spacing and punctuation between a control's parts are not part of its label.
    const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')
    const controls = document.querySelectorAll(
      'a[href], button, summary, [role=button], [role=link], [role=tab], [role=option], [role=menuitem]',
    )
    axe.setup(document)
    const mismatched = [...controls].flatMap((control) => {
      const node = axe.utils.getNodeFromTree(control)
      const label = squash(visibleText(control))
      if (!node || !label || !shown(control)) return []
      const name = axe.commons.text.accessibleTextVirtual(node)
      // No name at all: behind an open modal dialog (inert), or unnamed, which axe's button-name and link-name report.
      if (!name) return []
      return squash(name).includes(label) ? [] : [`${control.tagName.toLowerCase()} "${visibleText(control).trim()}" named "${name}"`]
    })
    axe.teardown()
    return mismatched.length > 0 ? [...found, `${nameRule} (${mismatched.length}): ${mismatched[0]}`] : found
  }, NAME_RULE)
}
