import { describe, expect, it } from 'vitest'
import { decideNavigation, decidePermission, decideWindowOpen, withContentSecurityPolicy } from '../src/main/security-policy.js'

const appUrl = 'file:///app/out/renderer/index.html'

describe('decideNavigation', () => {
  it('allows moving within the app', () => {
    expect(decideNavigation('file:///app/out/renderer/index.html#/logs', appUrl)).toBe('allow')
  })

  it('denies leaving the app, including for the API and other files', () => {
    expect(decideNavigation('https://evil.example/phish', appUrl)).toBe('deny')
    expect(decideNavigation('http://localhost:3333/api/health', appUrl)).toBe('deny')
    expect(decideNavigation('file:///home/admin/.ssh/id_rsa', appUrl)).toBe('deny')
  })

  it('follows the dev server origin in development', () => {
    expect(decideNavigation('http://localhost:5173/#/', 'http://localhost:5173/')).toBe('allow')
    expect(decideNavigation('http://127.0.0.1:5173/', 'http://localhost:5173/')).toBe('deny')
  })
})

describe('decideWindowOpen and decidePermission', () => {
  it('deny every new window and every permission', () => {
    expect(decideWindowOpen()).toEqual({ action: 'deny' })
    expect(decidePermission()).toBe(false)
  })
})

describe('withContentSecurityPolicy', () => {
  it('replaces any policy the response had, whatever its case, and keeps other headers', () => {
    const headers = withContentSecurityPolicy(
      { 'content-security-policy': ['default-src *'], 'Content-Type': ['text/html'] },
      "default-src 'self'",
    )
    expect(headers).toEqual({ 'Content-Type': ['text/html'], 'Content-Security-Policy': ["default-src 'self'"] })
  })

  it('adds the policy when the response had no headers', () => {
    expect(withContentSecurityPolicy(undefined, "default-src 'self'")).toEqual({
      'Content-Security-Policy': ["default-src 'self'"],
    })
  })
})
