/**
 * The client's address, as far as this server can trust it: the socket's peer, unless that peer is
 * one of the configured proxies (TRUSTED_PROXIES), in which case the X-Forwarded-For entry that
 * proxy wrote is the next candidate, and so on from the right. Entries a client wrote itself, to
 * the left of the first untrusted hop, are never believed.
 *
 * The production server (scripts/server.ts) resolves it once per request and hands it to Next.js
 * in CLIENT_ADDRESS_HEADER, after removing any value the client sent under that name; route
 * handlers read only that header (src/contact/rate-limit.ts).
 *
 * Relative imports only: scripts/server.ts runs this file with Node's type stripping.
 */
import { BlockList, isIP } from 'node:net'

export const CLIENT_ADDRESS_HEADER = 'x-citaya-client-address'

export class TrustedProxiesError extends Error {}

/** An IPv4 address written as IPv6 (::ffff:203.0.113.7), as dual-stack sockets report it, in IPv4 form. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1]! : trimmed.toLowerCase()
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges separated by commas or spaces (`10.0.0.0/8, ::1`).
 * Unset or empty: no proxy is trusted and the socket's peer is the client.
 */
export function parseTrustedProxies(value: string | undefined): BlockList {
  const list = new BlockList()
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/')
    const version = isIP(normalizeAddress(address))
    const bits = prefix === undefined ? (version === 6 ? 128 : 32) : Number(prefix)
    if (
      !version ||
      extra !== undefined ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > (version === 6 ? 128 : 32) ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new TrustedProxiesError(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (for example 10.0.0.0/8, 127.0.0.1, ::1).`,
      )
    }
    list.addSubnet(normalizeAddress(address), bits, version === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

function isTrusted(list: BlockList, address: string): boolean {
  const version = isIP(address)
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4')
}

/**
 * Walks from the socket's peer leftwards through X-Forwarded-For while the current hop is a
 * trusted proxy; the first hop that is not (or the leftmost entry, if all are) is the client.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: BlockList,
): string {
  let current = normalizeAddress(socketAddress ?? '')
  if (!current) return 'unknown'
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean)
  while (entries.length && isTrusted(trusted, current)) {
    const next = entries.pop()!
    // A trusted proxy wrote something that is not an address: it cannot be a client's, so the
    // proxy itself is the best answer left (never a value a client could choose freely).
    if (!isIP(next)) break
    current = next
  }
  return current
}
