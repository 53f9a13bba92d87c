import config from '#payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * Issue 15, findings 10 and 11, through Payload's REST handler (the one src/app/(payload)/api
 * serves): staff cookies work only from the site's own origin, staff mails link to the site's
 * absolute address, the staff cookie is Secure in production, and only admins clear a lockout.
 */
let payload: Payload
const post = REST_POST(config)
const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => {
  vi.restoreAllMocks()
})

function rest(path: string, init: { headers?: Record<string, string>; body?: BodyInit; json?: unknown }) {
  const headers = new Headers(init.headers)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const url = new URL(`/api/${path}`, origin)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return post(new Request(url, { method: 'POST', headers, body }), { params: Promise.resolve({ slug }) })
}

async function staffCookie(roles: Array<'admin' | 'marketing' | 'legal'>) {
  const user = await staffUser(payload, roles)
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'test-password-123' },
  })
  return { user, cookie: `payload-token=${token}`, jwt: `JWT ${token}` }
}

function postForm(slug: string) {
  const form = new FormData()
  form.set('_payload', JSON.stringify({ title: `Entrada ${slug}`, slug }))
  return form
}

describe('cross-site requests with a staff cookie (CSRF)', () => {
  it('a multipart POST from another site with a marketing cookie creates nothing', async () => {
    const { cookie } = await staffCookie(['marketing'])
    const slug = `csrf-${Date.now().toString(36)}`
    const response = await rest('posts?draft=true', {
      headers: { cookie, origin: 'http://evil.example' },
      body: postForm(slug),
    })
    expect(response.status).toBe(403)
    expect(
      (await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, draft: true })).totalDocs,
    ).toBe(0)
    // A cross-site request without Origin (Sec-Fetch-Site: cross-site) is refused as well.
    const noOrigin = await rest('posts?draft=true', {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      body: postForm(`${slug}-b`),
    })
    expect(noOrigin.status).toBe(403)
    expect(
      (await payload.find({ collection: 'posts', where: { slug: { equals: `${slug}-b` } }, draft: true })).totalDocs,
    ).toBe(0)
  })

  it('the same request from the site itself is accepted (the cookie works from its own origin)', async () => {
    const { cookie } = await staffCookie(['marketing'])
    const slug = `same-origin-${Date.now().toString(36)}`
    const response = await rest('posts?draft=true', { headers: { cookie, origin }, body: postForm(slug) })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, draft: true })
    expect(docs).toHaveLength(1)
    await payload.delete({ collection: 'posts', id: docs[0].id })
  })

  it('Payload knows the public origin (serverURL) and allows no other', () => {
    expect(payload.config.serverURL).toBe(origin)
    expect([...new Set(payload.config.csrf)]).toEqual([origin])
  })
})

describe('staff mails', () => {
  it('the password-reset mail links to the absolute reset address on the public site', async () => {
    const user = await staffUser(payload, ['legal'])
    const send = vi.spyOn(payload.email, 'sendEmail').mockResolvedValue(undefined as never)
    try {
      // As the admin's "forgot password" form sends it: no Origin to guess the site from.
      const response = await rest('users/forgot-password', { json: { email: user.email } })
      expect(response.status).toBe(200)
      expect(send).toHaveBeenCalledTimes(1)
      const { html } = send.mock.calls[0][0] as { html: string }
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
      expect(links).toHaveLength(1)
      expect(links[0]).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/admin/reset/[0-9a-f]+$`))
    } finally {
      send.mockRestore()
    }
  })
})

describe('the staff session cookie', () => {
  async function cookieConfig(env: Record<string, string>) {
    vi.resetModules()
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
    try {
      const { Users } = await import('#src/collections/Users/index.ts')
      return Users.auth && typeof Users.auth === 'object' ? Users.auth.cookies : undefined
    } finally {
      vi.unstubAllEnvs()
    }
  }

  it('is Secure in production, even with the test-serving switch left on', async () => {
    expect(
      await cookieConfig({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://citaya.example' }),
    ).toMatchObject({ secure: true })
    expect(
      await cookieConfig({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SERVER_URL: 'https://citaya.example',
        CITAYA_E2E_SERVE: '1',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toMatchObject({ secure: true })
    // Only the launcher's local test server (emulator and public URL on this machine) runs over plain http.
    expect(
      await cookieConfig({
        NODE_ENV: 'production',
        NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100',
        CITAYA_E2E_SERVE: '1',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toMatchObject({ secure: false })
  })
})

describe('unlocking staff accounts', () => {
  it('only an admin can clear a lockout: marketing and legal cannot unlock the locked admin', async () => {
    const locked = await staffUser(payload, ['admin'])
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await payload
        .login({ collection: 'users', data: { email: locked.email, password: 'wrong-guess' } })
        .catch(() => undefined)
    }
    await expect(
      payload.login({ collection: 'users', data: { email: locked.email, password: 'test-password-123' } }),
    ).rejects.toThrow(/locked|bloquead/i)

    for (const role of ['marketing', 'legal'] as const) {
      const { jwt } = await staffCookie([role])
      const response = await rest('users/unlock', { headers: { authorization: jwt }, json: { email: locked.email } })
      expect(response.status, role).toBe(403)
      await expect(
        payload.login({ collection: 'users', data: { email: locked.email, password: 'test-password-123' } }),
      ).rejects.toThrow(/locked|bloquead/i)
    }

    const { jwt } = await staffCookie(['admin'])
    const unlocked = await rest('users/unlock', { headers: { authorization: jwt }, json: { email: locked.email } })
    expect(unlocked.status).toBe(200)
    await expect(
      payload.login({ collection: 'users', data: { email: locked.email, password: 'test-password-123' } }),
    ).resolves.toHaveProperty('token')
  })
})
