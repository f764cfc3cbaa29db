import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import { axeFindings } from '../axe.ts'
import { STOREFRONT_ROOT, type RunningServer, hydrateIslands, startBrowserSuite, storedPhoneCode } from '../support.ts'
import { gradientPng } from './harness.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-owner', 'dist')

/**
 * The owner's whole journey in Chromium: sign up by phone, create a shop, get it approved by an
 * admin (through the API), add products with photos, see one in the public search, delete one and
 * remove the rest. Screenshots of every tab and dialog at 1280 and 390 px go to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/owner'
const PASSWORD = 'Harbour@2026'
const UNIQUE = `Quillon${String(Date.now()).slice(-5)}`

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let page: Page
const problems: string[] = []

const at = (path: string) => `${site!.url}${path}`

async function open(path: string): Promise<void> {
  await page.goto(at(path))
  await hydrateIslands(page)
}

async function toast(title: string): Promise<void> {
  await page.getByTestId('toast').getByText(title, { exact: true }).waitFor()
}

/** The same screen at both widths; the page goes back to desktop width afterwards. */
async function shoot(name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-${name}-${width}.png`, fullPage: true })
  }
}

async function approveShop(shopId: number): Promise<void> {
  // The trader checks are the trader suite's; this journey only needs the shop approved.
  await giveCheckedTraderIn(api!, shopId)
  const token = await fetch(`${api!.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  }).then((response) => response.json() as Promise<{ token: string }>)
  const approved = await fetch(`${api!.url}/api/admin/shops/${shopId}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token.token}`, accept: 'application/json' },
  })
  expect(approved.status).toBe(200)
}

async function addProduct(name: string, price: string, photo: Buffer): Promise<void> {
  await page.getByTestId('owner-shop').first().getByRole('button', { name: 'Add Product' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Product name (required)').fill(name)
  await dialog.getByLabel('Description').fill(`${name}, made in Clare.`)
  await dialog.getByLabel('Price (€) (required)').fill(price)
  await dialog.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: photo })
  await dialog.getByTestId('selected-file').waitFor()
  await dialog.getByRole('button', { name: 'Add Product' }).click()
  await toast('Product Added')
  await dialog.waitFor({ state: 'hidden' })
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  ;({ api, site, browser, page } = await startBrowserSuite(OUT_DIR, problems))
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

describe('the shop owner dashboard', { timeout: 120_000 }, () => {
  it('takes a new owner from sign-up by phone to a pending shop', async () => {
    await open('/shop-owner-auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('First name').fill('Máire')
    await page.getByLabel('Last name').fill('Ní Bhriain')
    const phone = `086${String(Date.now()).slice(-7)}`
    await page.getByLabel('Email or phone').fill(phone)
    await page.getByLabel('City').fill('Ennis')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    // A phone sign-up signs in only with its texted code (read from the database: this suite has no SMS sink).
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor()
    await page.getByLabel('Verification code').fill(await storedPhoneCode(api!, phone))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(at('/dashboard'))
    await hydrateIslands(page)

    await page.getByTestId('shops-empty').getByText('No shops yet').waitFor()
    await expect(page.getByTestId('stat-shops').textContent()).resolves.toContain('0 approved')
    await shoot('empty')
    await page.getByRole('tab', { name: 'Overview' }).click()
    await page.getByText('Register your shop', { exact: true }).waitFor()
    await shoot('overview')
    await page.getByRole('tab', { name: 'My Shops' }).click()

    await page.getByRole('button', { name: 'Add Your First Shop' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' })
    await dialog.getByRole('button', { name: 'Create Shop' }).click()
    await toast('Missing Required Field')
    // Every missing field is marked at once, each under its own box.
    await expect(dialog.getByText('Please enter a shop name.').isVisible()).resolves.toBe(true)
    await expect(dialog.getByText('Please enter a location.').isVisible()).resolves.toBe(true)
    await expect(dialog.getByLabel('Location (required)').getAttribute('aria-invalid')).resolves.toBe('true')
    await shoot('add-shop-missing')
    await dialog.getByLabel('Shop name (required)').fill(`${UNIQUE} Crafts`)
    await dialog.getByLabel('Location (required)').fill('Ennis, Co. Clare')
    await dialog.getByLabel('Category').selectOption({ label: 'Home & Garden' })
    await shoot('add-shop-dialog')
    await dialog.getByRole('button', { name: 'Create Shop' }).click()
    await toast('Shop Created!')
    await page.getByTestId('toast').getByText('It will be reviewed by our team').waitFor()

    const card = page.getByTestId('owner-shop')
    await expect(card.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true)
    await expect(card.getByText('0 of 10 products on your plan').isVisible()).resolves.toBe(true)
  })

  it('adds three products with photos once the shop is approved; the photos are served resized', async () => {
    const shopId = Number(await page.getByTestId('owner-shop').getAttribute('data-shop-id'))
    await approveShop(shopId)
    await open('/dashboard')
    await page.getByTestId('owner-shop').getByText('Approved', { exact: true }).waitFor()

    // The form's own check: a price must be greater than 0.
    await page.getByTestId('owner-shop').getByRole('button', { name: 'Add Product' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Product name (required)').fill('Free sample')
    await dialog.getByLabel('Price (€) (required)').fill('0')
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await toast('Invalid Price')
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await dialog.getByText('Please select a valid image file').waitFor()
    await shoot('add-product-dialog')
    await page.keyboard.press('Escape')

    await addProduct(`${UNIQUE} Bowl`, '24.50', gradientPng(900, 600, 10))
    await addProduct(`${UNIQUE} Jug`, '18', gradientPng(640, 480, 90))
    await addProduct(`${UNIQUE} Candle`, '9', gradientPng(400, 400, 170))

    await page.getByRole('tab', { name: 'Products' }).click()
    const products = page.getByTestId('owner-product')
    await expect.poll(() => products.count()).toBe(3)
    await expect(page.getByTestId('stat-products').textContent()).resolves.toContain('3')
    const image = await products.first().locator('img').getAttribute('src')
    expect(image).toMatch(/^\/uploads\/owners\/\d+\/[0-9a-f-]+-thumb\.webp$/)
    const served = await page.request.get(at(image!))
    expect(served.headers()['content-type']).toBe('image/webp')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    await shoot('products')

    await page.getByRole('button', { name: `Edit ${UNIQUE} Bowl` }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${UNIQUE} Bowl` })
    await edit.getByLabel('Price (€) (required)').fill('31')
    await edit.getByLabel('In stock').uncheck()
    await shoot('edit-product-dialog')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await toast('Product Updated')
    const bowl = page.getByTestId('owner-product').filter({ hasText: `${UNIQUE} Bowl` })
    await bowl.getByText('€31').waitFor()
    await expect(bowl.getByText('Out of stock').isVisible()).resolves.toBe(true)
  })

  it('shows an approved product in the public search', async () => {
    const found = await page.request.get(at(`/api/products/search?product=${UNIQUE}%20Jug`))
    const rows = (await found.json()) as { name: string }[]
    expect(rows.map((row) => row.name)).toContain(`${UNIQUE} Jug`)
    await open(`/browse-products?product=${UNIQUE}`)
    await page.getByText(`${UNIQUE} Jug`).first().waitFor()
    await open('/dashboard')
  })

  it('edits the shop details', async () => {
    await page.getByTestId('owner-shop').getByRole('button', { name: 'Edit Shop' }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${UNIQUE} Crafts` })
    await edit.getByLabel('Phone').fill('065 682 1234')
    await edit.getByLabel('Website').fill('not a website')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await edit.getByText('Please enter a valid website address').waitFor()
    await edit.getByLabel('Website').fill('https://quillon.ie')
    await shoot('edit-shop-dialog')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await toast('Shop Updated')
  })

  it('sets the shop picture, and says so when none was chosen', async () => {
    const section = page.getByTestId('profile-image-section')
    await section.getByRole('button', { name: 'Update Image' }).click()
    await page.getByTestId('toast').getByText('Please select an image first').waitFor()
    await section.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: gradientPng(500, 500, 40) })
    await expect(section.getByTestId('selected-file').textContent()).resolves.toMatch(/^front\.png \(0\.\d\d MB\)$/)
    await shoot('profile-image')
    await section.getByRole('button', { name: 'Update Image' }).click()
    await toast('Image Updated')
    await expect(page.getByTestId('owner-shop').locator('img').first().getAttribute('src')).resolves.toMatch(/^\/uploads\/owners\//)
  })

  it('deletes one product, then removes all, each after a confirmation in the site’s dialog; the public list follows', async () => {
    const nativeDialogs: string[] = []
    const noteNative = (dialog: { message(): string }) => nativeDialogs.push(dialog.message())
    page.on('dialog', noteNative)
    await page.getByRole('tab', { name: 'Products' }).click()
    await page.getByRole('button', { name: `Delete ${UNIQUE} Jug` }).click()
    const confirm = page.getByRole('dialog', { name: `Delete ${UNIQUE} Jug` })
    expect(await confirm.getByText(`Delete ${UNIQUE} Jug? This action cannot be undone.`).isVisible()).toBe(true)
    await shoot('confirm-delete-product')
    // Cancel keeps the product.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(await page.getByTestId('owner-product').count()).toBe(3)
    await page.getByRole('button', { name: `Delete ${UNIQUE} Jug` }).click()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await toast('Product Deleted')
    await expect.poll(() => page.getByTestId('owner-product').count()).toBe(2)
    const afterDelete = (await (await page.request.get(at(`/api/products/search?product=${UNIQUE}`))).json()) as { name: string }[]
    expect(afterDelete.map((row) => row.name).sort()).toEqual([`${UNIQUE} Bowl`, `${UNIQUE} Candle`])

    await page.getByTestId('manage-shop').getByRole('button', { name: 'Remove All' }).click()
    await page.getByRole('dialog', { name: 'Remove All' }).getByRole('button', { name: 'Remove All' }).click()
    await toast('Products Deleted')
    await page.getByTestId('products-empty').waitFor()
    await expect(page.getByTestId('manage-shop').getByRole('button', { name: 'Remove All' }).count()).resolves.toBe(0)
    expect(await (await page.request.get(at(`/api/products/search?product=${UNIQUE}`))).json()).toEqual([])
    await shoot('products-empty')
    page.off('dialog', noteNative)
    expect(nativeDialogs).toEqual([])
  })

  it('imports products from a CSV file, naming the bad row by its line and leaving it out', async () => {
    await page.getByTestId('manage-shop').getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByTestId('csv-import')
    const template = await dialog.getByRole('link', { name: 'Download the template' }).getAttribute('href')
    expect(decodeURIComponent(template!.split(',').slice(1).join(','))).toMatch(/^name,description,price,imageUrl,inStock\r\n/)
    const csv = [
      'name,description,price,inStock',
      `${UNIQUE} Scarf,Wool,30,yes`,
      `${UNIQUE} Hat,Tweed,free,yes`,
      `${UNIQUE} Gloves,,12.5,no`,
    ].join('\n')
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await dialog.getByText('Line 3: Please enter a valid price greater than 0.').waitFor()
    await dialog.getByText('2 products are ready to import.').waitFor()
    await shoot('csv-import-dialog')
    await dialog.getByRole('button', { name: 'Import 2 products' }).click()
    await toast('2 products imported.')
    await expect.poll(() => page.getByTestId('owner-product').count()).toBe(2)
    await expect(page.getByTestId('owner-product').getByText('Out of stock').count()).resolves.toBe(1)
  })

  it('deletes the shop after a confirmation', async () => {
    await page.getByRole('tab', { name: 'My Shops' }).click()
    await page.getByTestId('owner-shop').getByRole('button', { name: 'Delete Shop' }).click()
    await page.getByRole('dialog', { name: 'Delete Shop' }).getByRole('button', { name: 'Delete Shop' }).click()
    await toast('Shop Deleted')
    await page.getByTestId('shops-empty').waitFor()
    await expect(page.getByTestId('stat-products').textContent()).resolves.toContain('0')
  })

  it('has no serious or critical axe violations on any tab, and no page errors', async () => {
    for (const tab of ['My Shops', 'Products', 'Overview', 'Insights']) {
      await page.getByRole('tab', { name: tab }).click()
      if (tab === 'Insights') {
        await page.getByTestId('first-reply').getByText('No chat has had a reply in the last 90 days.').waitFor()
        await page.getByText('0 views in the last 30 days across your shops.').waitFor()
        await shoot('insights')
      }
      expect(await axeFindings(page, 'main'), tab).toEqual([])
    }
    await page.getByRole('button', { name: 'Add New Shop' }).first().click()
    expect(await axeFindings(page, 'main'), 'Add New Shop dialog').toEqual([])
    await page.keyboard.press('Escape')
    expect(problems.join('\n')).toBe('')
  })
})
