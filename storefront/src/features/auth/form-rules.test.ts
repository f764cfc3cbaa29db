import { describe, expect, it } from 'vitest'
import {
  checkCodeLogin,
  checkCombinedRegister,
  checkCombinedSignIn,
  checkContactSignIn,
  checkCustomerRegister,
  checkHubRegister,
  checkOwnerRegister,
  checkResetConfirm,
  checkResetRequest,
  checkRoleLogin,
  checkVerify,
  toOwnerLogin,
} from './form-rules.ts'

const person = { firstName: ' Aoife ', lastName: 'Kelly', city: 'Galway', password: 'Secret@2026' }

describe('combined page', () => {
  it('needs an email or phone and a password to sign in, and checks the contact on its field', () => {
    expect(checkCombinedSignIn({ contact: '', password: 'x', role: 'customer' })).toEqual({
      ok: false,
      message: 'Please enter both email/phone and password',
    })
    expect(checkCombinedSignIn({ contact: ' A@B.ie ', password: 'x', role: 'shop_owner' })).toEqual({
      ok: true,
      payload: { email: 'a@b.ie', password: 'x', role: 'shop_owner' },
    })
    expect(checkCombinedSignIn({ contact: '087 555 0101', password: 'x', role: 'customer' })).toEqual({
      ok: true,
      payload: { email: '087 555 0101', password: 'x', role: 'customer' },
    })
    expect(checkCombinedSignIn({ contact: '087 55', password: 'x', role: 'customer' })).toEqual({
      ok: false,
      message: 'Phone number must be at least 10 digits',
      field: 'contact',
    })
  })

  it('checks register fields in order: required, 6 characters, email pattern', () => {
    expect(checkCombinedRegister({ ...person, contact: '', role: 'customer' })).toMatchObject({
      message: 'Please fill in all required fields',
    })
    expect(checkCombinedRegister({ ...person, password: '12345', contact: 'a@b.ie', role: 'customer' })).toMatchObject({
      message: 'Password must be at least 6 characters long',
      field: 'password',
    })
    expect(checkCombinedRegister({ ...person, contact: 'not@an-email', role: 'customer' })).toMatchObject({
      message: 'Please enter a valid email address',
      field: 'contact',
    })
    expect(checkCombinedRegister({ ...person, contact: '087 1234', role: 'customer' })).toMatchObject({
      message: 'Phone number must be at least 10 digits',
      field: 'contact',
    })
    expect(checkCombinedRegister({ ...person, contact: '087 555 0101', role: 'customer' })).toMatchObject({
      ok: true,
      payload: { phone: '087 555 0101', contactMethod: 'phone' },
    })
    expect(checkCombinedRegister({ ...person, contact: 'Aoife@Example.IE', role: 'customer' })).toEqual({
      ok: true,
      payload: {
        firstName: 'Aoife',
        lastName: 'Kelly',
        email: 'aoife@example.ie',
        city: 'Galway',
        password: 'Secret@2026',
        role: 'customer',
        contactMethod: 'email',
      },
    })
  })
})

describe('shop-owner page', () => {
  it('needs both email/phone and password to sign in', () => {
    expect(checkContactSignIn({ contact: ' ', password: 'x' })).toMatchObject({
      message: 'Please enter both email/phone and password',
    })
    const checked = checkContactSignIn({ contact: '087 123 4567', password: 'x' })
    expect(checked.ok && toOwnerLogin(checked.payload)).toEqual({ emailOrPhone: '087 123 4567', password: 'x' })
  })

  it('refuses mismatched passwords ("Passwords don\'t match") and short ones', () => {
    const base = { ...person, contact: 'owner@shop.ie', confirmPassword: person.password }
    expect(checkOwnerRegister({ ...base, confirmPassword: 'other1' })).toMatchObject({ message: "Passwords don't match" })
    expect(checkOwnerRegister({ ...base, password: 'abc', confirmPassword: 'abc' })).toMatchObject({
      message: 'Password must be at least 6 characters long',
    })
    expect(checkOwnerRegister({ ...base, city: '' })).toMatchObject({ message: 'Please fill in all required fields' })
  })

  it('reads the contact as an email when it has @, otherwise as a phone (the other is null)', () => {
    const base = { ...person, confirmPassword: person.password }
    expect(checkOwnerRegister({ ...base, contact: 'Owner@Shop.ie' })).toMatchObject({
      ok: true,
      payload: { email: 'owner@shop.ie', phone: null, contactMethod: 'email' },
    })
    expect(checkOwnerRegister({ ...base, contact: '0871234567' })).toMatchObject({
      ok: true,
      payload: { email: null, phone: '0871234567', contactMethod: 'phone' },
    })
  })
})

describe('customer dialog', () => {
  it("uses its own wording: 'Passwords do not match'", () => {
    const base = { ...person, contact: '0871234567', confirmPassword: person.password }
    expect(checkCustomerRegister({ ...base, confirmPassword: 'nope12' })).toMatchObject({ message: 'Passwords do not match' })
    expect(checkCustomerRegister(base)).toEqual({
      ok: true,
      payload: { firstName: 'Aoife', lastName: 'Kelly', contact: '0871234567', city: 'Galway', password: 'Secret@2026' },
    })
  })
})

describe('/login and the hub (login schema)', () => {
  const login = { email: 'a@b.ie', password: 'x', role: 'customer', rememberMe: true, allowedRoles: ['customer', 'shop_owner'] as const }

  it('checks email, password and role with the schema messages', () => {
    expect(checkRoleLogin({ ...login, email: 'nope' })).toMatchObject({ message: 'Please enter a valid email address' })
    expect(checkRoleLogin({ ...login, password: '' })).toMatchObject({ message: 'Password is required' })
    expect(checkRoleLogin({ ...login, role: 'admin' })).toMatchObject({ message: 'Please select a valid role' })
    expect(checkRoleLogin(login)).toEqual({
      ok: true,
      payload: { email: 'a@b.ie', password: 'x', role: 'customer', rememberMe: true },
    })
  })

  it('applies the full registration schema on the hub', () => {
    const hub = { ...person, email: 'a@b.ie', phone: '', role: 'admin' as const }
    expect(checkHubRegister({ ...hub, firstName: 'A' })).toMatchObject({ message: 'First name must be at least 2 characters' })
    expect(checkHubRegister({ ...hub, lastName: 'x'.repeat(51) })).toMatchObject({ message: 'Last name must be less than 50 characters' })
    expect(checkHubRegister({ ...hub, phone: '12345' })).toMatchObject({ message: 'Phone number must be at least 10 digits' })
    expect(checkHubRegister({ ...hub, city: 'G' })).toMatchObject({ message: 'City must be at least 2 characters' })
    expect(checkHubRegister({ ...hub, password: 'short' })).toMatchObject({ message: 'Password must be at least 8 characters' })
    expect(checkHubRegister({ ...hub, password: 'alllowercase1' })).toMatchObject({
      message: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    })
    expect(checkHubRegister(hub)).toMatchObject({ ok: true, payload: { role: 'admin', contactMethod: 'email' } })
  })
})

describe('reset and verification', () => {
  it('needs a valid email or phone to request a code', () => {
    expect(checkResetRequest({ email: 'x@y' })).toMatchObject({ message: 'Please enter a valid email address' })
    expect(checkResetRequest({ email: 'x' })).toMatchObject({ message: 'Phone number must be at least 10 digits', field: 'email' })
    expect(checkResetRequest({ email: 'A@B.ie' })).toEqual({ ok: true, payload: { email: 'a@b.ie' } })
    expect(checkResetRequest({ email: '+353 87 555 0101' })).toEqual({ ok: true, payload: { email: '+353 87 555 0101' } })
  })

  it('needs a 6-digit code, the schema password and a matching confirmation', () => {
    const reset = { email: 'a@b.ie', code: '123456', newPassword: 'Secret@2026', confirmPassword: 'Secret@2026' }
    expect(checkResetConfirm({ ...reset, code: '12345' })).toMatchObject({ message: 'Verification code must be 6 digits' })
    expect(checkResetConfirm({ ...reset, newPassword: 'weak', confirmPassword: 'weak' })).toMatchObject({
      message: 'Password must be at least 8 characters',
    })
    expect(checkResetConfirm({ ...reset, confirmPassword: 'Secret@2027' })).toMatchObject({ message: "Passwords don't match" })
    expect(checkResetConfirm(reset)).toEqual({ ok: true, payload: reset })
  })

  it('verifies with a 6-digit code', () => {
    expect(checkVerify({ contact: 'a@b.ie', code: 'abcdef' })).toMatchObject({ ok: false, field: 'code' })
    expect(checkVerify({ contact: 'A@b.ie', code: ' 654321 ' })).toEqual({ ok: true, payload: { email: 'a@b.ie', code: '654321' } })
    expect(checkVerify({ contact: '087 555 0101', code: '654321' })).toEqual({
      ok: true,
      payload: { phone: '087 555 0101', code: '654321' },
    })
  })

  it('signs in by email code with a 6-digit code and the screen’s account type', () => {
    expect(checkCodeLogin({ email: 'a@b.ie', code: '12345', role: 'customer' })).toMatchObject({ ok: false, field: 'code' })
    expect(checkCodeLogin({ email: 'A@b.ie', code: ' 654321 ', role: 'shop_owner' })).toEqual({
      ok: true,
      payload: { email: 'a@b.ie', code: '654321', role: 'shop_owner' },
    })
  })
})
