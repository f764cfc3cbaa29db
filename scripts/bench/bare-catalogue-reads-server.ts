/*
 * The floor for `npm run bench:catalogue-bare`: node:http and the API's own catalogue services (the same
 * queries through the same knex connection, the same validation of the list's filters), booted like ace
 * beside the API on its database. No router, middleware, session, rate limit, logging or compression.
 * Started by catalogue-bare.ts from the api folder; PORT and the API's database settings set it up.
 *   GET /api/shops/{id}  GET /api/products/{id}  GET /api/shops?…
 */
import { createServer, type ServerResponse } from 'node:http'
import { appIgnitor } from '@shoplocal/api/app-ignitor'

const app = appIgnitor().createApp('web')
await app.init()
await app.boot()
const { openShopPage } = await import('@shoplocal/api/shop-page')
const { findPublicProduct } = await import('@shoplocal/api/product-page')
const { searchShops } = await import('@shoplocal/api/shop-search')
const { shopSearchValidator, catalogueQuery } = await import('@shoplocal/api/catalogue-validators')
// The shop list asks the search door, which a web process opens once its HTTP server is ready: open it here.
const { startSearch } = await import('@shoplocal/api/search-backend')
const { searchSettings } = await import('@shoplocal/api/search-settings')
await startSearch(searchSettings)

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  response.end(body)
}

async function answer(url: string, response: ServerResponse): Promise<void> {
  const path = url.split('?')[0]
  const shop = /^\/api\/shops\/(\d+)$/.exec(path)
  if (shop) return send(response, 200, JSON.stringify(await openShopPage(Number(shop[1]), null, false)))
  const product = /^\/api\/products\/(\d+)$/.exec(path)
  if (product) return send(response, 200, JSON.stringify(await findPublicProduct(Number(product[1]))))
  if (path === '/api/shops') {
    const page = await searchShops(await shopSearchValidator.validate(catalogueQuery(url)))
    return send(response, 200, JSON.stringify(page.rows), { 'x-total-count': String(page.total) })
  }
  send(response, 404, '{}')
}

// The booted app listens for SIGTERM itself and waits for an HTTP server it does not have: stop here.
process.once('SIGTERM', () => void app.terminate().finally(() => process.exit(0)))

createServer((request, response) => {
  answer(request.url ?? '/', response).catch((error: unknown) => send(response, 500, JSON.stringify({ message: String(error) })))
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'))
