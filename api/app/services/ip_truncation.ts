import { isIPv4, isIPv6 } from 'node:net'

/*
 * What the site keeps of a visitor's address: the network, not the device
 * (IPv4 /24, IPv6 /48). Enough to spot abuse from a network, too little to
 * single out a household, so it is cut before it is ever written.
 */
const V4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

function truncatedV4(address: string): string {
  const [a, b, c] = address.split('.')
  return `${a}.${b}.${c}.0`
}

/** The first three 16-bit groups of an IPv6 address, written in full. */
function truncatedV6(address: string): string {
  const [head, tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') && tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups]
  const network = groups.slice(0, 3).map((group) => Number.parseInt(group || '0', 16).toString(16))
  return `${network.join(':')}::`
}

/** The stored form of a request's address; anything that is not an address is kept as nothing. */
export function truncatedAddress(address: string): string {
  const mapped = V4_MAPPED.exec(address)
  if (mapped) return truncatedV4(mapped[1])
  if (isIPv4(address)) return truncatedV4(address)
  // A zone index (fe80::1%eth0) names the host's interface, not the visitor.
  const bare = address.split('%')[0]
  if (isIPv6(bare)) return truncatedV6(bare)
  return ''
}
