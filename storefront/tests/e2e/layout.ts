import type { Page } from 'playwright-core'

/** Whether the page scrolls sideways: content wider than the viewport fails reflow. */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

/**
 * Resizes an open page and waits for the transitions the new width starts (a menu folding away) to end. The
 * site's layout is CSS alone (media queries on the width; no script reads the window's size), so a page resized
 * to a width lays out as one loaded at it: a suite can load and hydrate a page once and check it at every width.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
