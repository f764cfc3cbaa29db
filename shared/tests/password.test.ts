import { describe, expect, it } from 'vitest'
import { formPasswordLongEnough, passwordMeetsRule } from '../src/rules/password.ts'

const TOO_SHORT = 'Password must be at least 8 characters'
const COMPLEXITY = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character'

describe('passwordMeetsRule (registration schema)', () => {
  it.each(['Shamrock1!', 'Abcdef1@', 'Zz9$zzzz', 'Aa1%Aa1%Aa1%', 'Pass*word7', 'Qq?1wwww', 'Ww&2eeee'])('accepts %s', (password) => {
    expect(passwordMeetsRule(password)).toEqual({ ok: true })
  })

  it('asks for 8 characters first', () => {
    expect(passwordMeetsRule('Ab1!')).toEqual({ ok: false, message: TOO_SHORT })
    expect(passwordMeetsRule('')).toEqual({ ok: false, message: TOO_SHORT })
  })

  it.each([
    ['no upper case', 'shamrock1!'],
    ['no lower case', 'SHAMROCK1!'],
    ['no digit', 'Shamrock!!'],
    ['no special character', 'Shamrock12'],
    ['a special character outside @$!%*?&', 'Shamrock1#'],
  ])('rejects a password with %s', (_, password) => {
    expect(passwordMeetsRule(password)).toEqual({ ok: false, message: COMPLEXITY })
  })
})

describe('formPasswordLongEnough (forms: 6)', () => {
  it('accepts 6 characters and refuses 5', () => {
    expect(formPasswordLongEnough('abcdef')).toBe(true)
    expect(formPasswordLongEnough('abcde')).toBe(false)
  })
})
