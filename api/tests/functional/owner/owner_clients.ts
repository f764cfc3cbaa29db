/*
 * Signed-in website clients for the owner suites: each is one browser with
 * its own session cookie (owner A, owner B, a customer, an admin, nobody).
 */
import { Browser } from '../auth/browser.ts'

export const OWNER_A = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
export const OWNER_B = { emailOrPhone: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' }
export const ADMIN = { emailOrPhone: 'admin@shoplocal.ie', password: 'Admin@2026' }
export const CUSTOMER = { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

export interface Clients {
  ownerA: Browser
  ownerB: Browser
  customer: Browser
  admin: Browser
  anonymous: Browser
}

async function signedIn(base: string, path: string, body: unknown): Promise<Browser> {
  const browser = new Browser(base)
  const reply = await browser.post(path, body)
  if (reply.status !== 200) throw new Error(`sign-in ${path} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return browser
}

export async function signInEveryone(base: string): Promise<Clients> {
  return {
    ownerA: await signedIn(base, '/api/shop-owner/login', OWNER_A),
    ownerB: await signedIn(base, '/api/shop-owner/login', OWNER_B),
    customer: await signedIn(base, '/api/customer/login', CUSTOMER),
    admin: await signedIn(base, '/api/shop-owner/login', ADMIN),
    anonymous: new Browser(base),
  }
}

/** POST /api/upload/image with one file, as a browser's FormData sends it. */
export async function uploadImage(browser: Browser, base: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.append('image', new Blob([bytes], { type }), name)
  const cookie = [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ')
  const response = await fetch(`${base}/api/upload/image`, {
    method: 'POST',
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}
