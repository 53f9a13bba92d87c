import config from '#payload-config'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_JSON_DEPTH, jsonDepth, restProblem } from '#src/server/rest-guard.ts'
import { UPLOAD_COLLECTIONS, isStaffToken, payloadSigningKey, staffOnlyProblem } from '#src/server/staff-gate.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * The production server's staff check (src/server/staff-gate.ts) against Payload itself: the tokens
 * Payload issues are what it accepts, and its list of upload collections is the config's.
 * The REST bad-input check (src/server/rest-guard.ts) against the real collections.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the staff gate', () => {
  it('lists every upload collection of the config', async () => {
    const uploads = (await config).collections.filter((collection) => collection.upload).map((c) => c.slug)
    expect([...UPLOAD_COLLECTIONS].sort()).toEqual(uploads.sort())
  })

  it('accepts the tokens Payload issues to staff, and no token signed otherwise or expired', async () => {
    const user = await staffUser(payload, ['marketing'])
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'test-password-123' },
    })
    const key = payloadSigningKey(process.env.PAYLOAD_SECRET!)
    expect(await isStaffToken(token!, key)).toBe(true)
    expect(await isStaffToken(token!, payloadSigningKey('another-secret-of-some-length'))).toBe(false)
    expect(await isStaffToken(token!, key, Date.now() + 3 * 24 * 3600 * 1000)).toBe(false)
    const [header, claims, signature] = token!.split('.')
    const otherClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), collection: 'doctors' }),
    ).toString('base64url')
    expect(await isStaffToken(`${header}.${otherClaims}.${signature}`, key)).toBe(false)
    expect(await staffOnlyProblem('POST', '/api/media', { cookie: `a=b; payload-token=${token}` }, key)).toBeNull()
    expect(await staffOnlyProblem('POST', '/api/media', { authorization: `JWT ${token}` }, key)).toBeNull()
    expect((await staffOnlyProblem('POST', '/api/media', {}, key))?.kind).toBe('upload')
    expect(await staffOnlyProblem('GET', '/api/media', {}, key)).toBeNull()
    expect((await staffOnlyProblem('POST', '/admin', { 'next-action': 'x' }, key))?.kind).toBe('server-function')
    expect(
      await staffOnlyProblem('POST', '/admin', { 'next-action': 'x', cookie: `payload-token=${token}` }, key),
    ).toBeNull()
  })
})

describe('the REST bad-input check', () => {
  const check = async (url: string, slug: string[], init: RequestInit = {}) =>
    restProblem(await config, new Request(`http://localhost${url}`, init), slug)

  it('refuses operators a field’s type cannot take, and lets the others through', async () => {
    expect((await check('/api/posts?where[content][like]=x', ['posts']))?.status).toBe(400)
    expect((await check('/api/faq-sections?where[questions.answer][contains]=x', ['faq-sections']))?.status).toBe(400)
    expect((await check('/api/plans?where[priceAmount][near]=1,2', ['plans']))?.status).toBe(400)
    expect((await check('/api/posts?where[title][all]=a', ['posts']))?.status).toBe(400)
    expect((await check('/api/posts?where=abc', ['posts']))?.status).toBe(400)
    expect(await check('/api/posts?where[title][like]=x', ['posts'])).toBeNull()
    expect((await check('/api/users?where[roles][all]=admin', ['users']))?.status).toBe(400)
    expect(await check('/api/users?where[roles][in]=admin', ['users'])).toBeNull()
    expect(await check('/api/posts?where[author.name][like]=x', ['posts'])).toBeNull()
    expect(await check('/api/posts?where[or][0][title][like]=a&where[or][1][slug][equals]=b', ['posts'])).toBeNull()
    expect((await check('/api/posts?where[or][1][content][like]=a', ['posts']))?.status).toBe(400)
    expect((await check('/api/posts?where=a&where[title][equals]=b', ['posts']))?.status).toBe(400)
    expect((await check('/api/posts?where[__proto__][polluted][equals]=x', ['posts']))?.status).toBe(400)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('measures JSON depth without parsing, strings included', () => {
    expect(jsonDepth('{"a":[{"b":"[[[{{{"}]}')).toBe(3)
    expect(jsonDepth('"\\"{"')).toBe(0)
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000)
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(100)
  })

  it('refuses bodies that are neither JSON nor multipart, and JSON nested too deeply', async () => {
    const post = (type: string, body: string) => ({ method: 'POST', headers: { 'content-type': type }, body })
    expect((await check('/api/posts', ['posts'], post('text/plain', '{}')))?.status).toBe(415)
    expect((await check('/api/posts', ['posts'], post('application/json', '['.repeat(500))))?.status).toBe(400)
    expect(await check('/api/posts', ['posts'], post('application/json', '{"title":"x"}'))).toBeNull()
    expect((await check('/api/payload-migrations', ['payload-migrations']))?.status).toBe(404)
    expect((await check('/api/users/verify/abc', ['users', 'verify', 'abc'], { method: 'POST' }))?.status).toBe(404)
  })
})
