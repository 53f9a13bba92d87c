import { SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { isStaffToken, payloadSigningKey } from '#src/server/staff-gate.ts'

/**
 * What the staff gate (src/server/staff-gate.ts) refuses besides a wrong key or an expired token,
 * which tests/int/staff-gate.int.test.ts proves against the tokens Payload issues: a token signed
 * with the right key under another algorithm, an unsigned one, one without an expiry.
 */
const key = payloadSigningKey('a-secret-of-some-length-for-tests')
const staff = { id: 1, collection: 'users', email: 'staff@example.com' }
const inAnHour = Math.floor(Date.now() / 1000) + 3600

const signed = (alg: string, claims: Record<string, unknown> = { ...staff, exp: inAnHour }) =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key)

describe('a staff token', () => {
  it('is an HS256 token of the staff collection, signed with the key and unexpired', async () => {
    expect(await isStaffToken(await signed('HS256'), key)).toBe(true)
  })

  it('is refused under any other algorithm, even signed with the same key', async () => {
    expect(await isStaffToken(await signed('HS512'), key)).toBe(false)
    expect(await isStaffToken(await signed('HS384'), key)).toBe(false)
    expect(await isStaffToken(new UnsecuredJWT({ ...staff, exp: inAnHour }).encode(), key)).toBe(false)
  })

  it('is refused without an expiry, or with one that is not a time', async () => {
    expect(await isStaffToken(await signed('HS256', { ...staff }), key)).toBe(false)
    expect(await isStaffToken(await signed('HS256', { ...staff, exp: String(inAnHour) }), key)).toBe(false)
  })

  it('is refused when it is not a token at all', async () => {
    expect(await isStaffToken('', key)).toBe(false)
    expect(await isStaffToken('a.b.c', key)).toBe(false)
    expect(await isStaffToken(`${await signed('HS256')}x`, key)).toBe(false)
  })
})
