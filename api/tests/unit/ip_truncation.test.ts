import { describe, expect, it } from 'vitest'
import { truncatedAddress } from '../../app/services/ip_truncation.ts'

describe('truncatedAddress', () => {
  it('keeps the /24 of an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(truncatedAddress('203.0.113.77')).toBe('203.0.113.0')
    expect(truncatedAddress('::ffff:198.51.100.9')).toBe('198.51.100.0')
  })

  it('keeps the /48 of an IPv6 address however it is written', () => {
    expect(truncatedAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::')
    expect(truncatedAddress('2001:0DB8:00AB::1')).toBe('2001:db8:ab::')
    expect(truncatedAddress('::1')).toBe('0:0:0::')
    expect(truncatedAddress('fe80::1%eth0')).toBe('fe80:0:0::')
  })

  it('stores nothing for a value that is not an address', () => {
    expect(truncatedAddress('unknown')).toBe('')
  })
})
