import { CONSOLE_LABELS } from '../../src/renderer/messages/index'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startWebConsole, DEMO_ADMIN, type WebConsole, stopAll } from '../helpers/web-console'
import { axeFindings } from '../helpers/axe'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../scripts/testing/mail-sink.ts'

/**
 * The console's way in that failed passwords from elsewhere cannot close: a code mailed to the admin's address,
 * asked for and typed on the sign-in screen, in Chromium against the real API.
 */
const SHOTS = process.env.SHOTS_DIR

let api: RunningApi
let sink: MailSink
let web: WebConsole
let browser: Browser

beforeAll(async () => {
  sink = await startMailSink()
  const port = await freePort()
  api = await startApi({ env: { ...sink.env, CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
}, 180_000)

afterAll(() => stopAll(browser, web, api, sink))

describe('signing in to the console with a mailed code', { timeout: 60_000 }, () => {
  it('sends a code to the address and signs the admin in with it', async () => {
    const problems: string[] = []
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    page.setDefaultTimeout(10_000)
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${web.site.origin}/`)

    await page.getByLabel('Email').fill(DEMO_ADMIN.email)
    await page.getByRole('button', { name: CONSOLE_LABELS.signInWithCode }).click()
    expect(await page.getByLabel('Password').count()).toBe(0)
    const since = new Date()
    await page.getByRole('button', { name: CONSOLE_LABELS.sendCode }).click()
    await page.getByRole('status').filter({ hasText: 'sign-in code is on its way' }).waitFor()
    expect(await axeFindings(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-code-sign-in-1280.png` })

    await page.getByLabel(CONSOLE_LABELS.code).fill(await sink.latestCode(DEMO_ADMIN.email, since))
    await page.getByRole('button', { name: CONSOLE_LABELS.signIn, exact: true }).click()
    await page.waitForURL(/#\/overview/)
    expect(problems).toEqual([])
  })
})
