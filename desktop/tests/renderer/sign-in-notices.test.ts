import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SignInNotices } from '../../src/renderer/auth/SignInNotices'
import { SESSION_COPY } from '../../src/renderer/copy'

const render = (flags: { ended?: boolean; unreadable?: boolean; noKeychain?: boolean }) =>
  renderToStaticMarkup(createElement(SignInNotices, { ended: false, unreadable: false, noKeychain: false, ...flags }))

describe('why the sign-in screen is shown', () => {
  it('says nothing on an ordinary first sign-in', () => {
    expect(render({})).toBe('')
  })

  it('says the computer has no keychain, so the admin signs in at every start', () => {
    expect(render({ noKeychain: true })).toContain(SESSION_COPY.noKeychain)
    expect(SESSION_COPY.noKeychain).toBe('This computer has no keychain: you will sign in each time the console starts')
  })

  it('says a kept sign-in could not be read and was removed', () => {
    const html = render({ unreadable: true })
    expect(html).toContain(SESSION_COPY.unreadableTitle)
    expect(html).toContain('keychain has changed')
  })

  it('says the session ended on the server', () => {
    expect(render({ ended: true })).toContain(SESSION_COPY.endedTitle)
  })
})
