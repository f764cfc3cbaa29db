import { describe, expect, it } from 'vitest'
import { matchesEtag, pageEtag, pageResponse, renderedPage } from './page-etag.ts'

async function withPageCaching(request: Request, response: Response): Promise<Response> {
  const rendered = await renderedPage(request, response)
  return rendered ? pageResponse(request, rendered) : response
}

const page = (html: string, headers: Record<string, string> = {}) =>
  new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('page caching', () => {
  it('gives each rendered version its own weak ETag', () => {
    expect(pageEtag('<p>a</p>')).toMatch(/^W\/"[\w-]{27}"$/)
    expect(pageEtag('<p>a</p>')).toBe(pageEtag('<p>a</p>'))
    expect(pageEtag('<p>a</p>')).not.toBe(pageEtag('<p>b</p>'))
  })

  it('matches If-None-Match weakly, in a list, or as *', () => {
    const etag = pageEtag('x')
    expect(matchesEtag(etag, etag)).toBe(true)
    expect(matchesEtag(`"other", ${etag.slice(2)}`, etag)).toBe(true)
    expect(matchesEtag('*', etag)).toBe(true)
    expect(matchesEtag('"other"', etag)).toBe(false)
    expect(matchesEtag(null, etag)).toBe(false)
  })

  it('marks a page no-cache with its ETag, and answers 304 when the browser holds it', async () => {
    const first = await withPageCaching(new Request('http://site/'), page('<h1>Home</h1>'))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(await first.text()).toBe('<h1>Home</h1>')
    const etag = first.headers.get('etag') ?? ''
    const again = await withPageCaching(new Request('http://site/', { headers: { 'if-none-match': etag } }), page('<h1>Home</h1>'))
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it('marks a missing page too, but never answers it with a 304', async () => {
    const missing = () => new Response('<p>404</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    const first = await withPageCaching(new Request('http://site/gone'), missing())
    expect(first.status).toBe(404)
    const etag = first.headers.get('etag') ?? ''
    const again = await withPageCaching(new Request('http://site/gone', { headers: { 'if-none-match': etag } }), missing())
    expect(again.status).toBe(404)
    expect(await again.text()).toBe('<p>404</p>')
  })

  it('leaves alone what is not a page, found or missing', async () => {
    const own = page('<p>x</p>', { 'cache-control': 'no-store' })
    expect(await withPageCaching(new Request('http://site/'), own)).toBe(own)
    const json = Response.json({ a: 1 })
    expect(await withPageCaching(new Request('http://site/'), json)).toBe(json)
    const failed = new Response('<p>503</p>', { status: 503, headers: { 'content-type': 'text/html' } })
    expect(await withPageCaching(new Request('http://site/'), failed)).toBe(failed)
    const posted = page('<p>x</p>')
    expect(await withPageCaching(new Request('http://site/', { method: 'POST', body: 'a' }), posted)).toBe(posted)
  })
})
