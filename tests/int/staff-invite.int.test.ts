import config from '#payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { INVITATION_LIFETIME_MS, inviteStaff } from '#src/collections/Users/invite.ts'
import type { User } from '#src/payload-types.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'
import { failCommitsOn } from '#tests/int/commit-fault.ts'

let payload: Payload
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  admin = await staffUser(payload, ['admin'])
})

afterEach(() => vi.restoreAllMocks())

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.local`
const requestAs = (user: User) => createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
const countOf = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs

describe('staff invited by e-mail', () => {
  it('creates the account and mails a link with which the new member chooses their own password', async () => {
    const send = vi.spyOn(payload, 'sendEmail')
    const email = unique('invited')
    const before = Date.now()
    const user = await inviteStaff(await requestAs(admin), { email, name: 'Ana López', roles: ['legal'] })
    expect(user.roles).toEqual(['legal'])
    expect(send).toHaveBeenCalledTimes(1)
    const mail = send.mock.calls[0][0] as { to: string; subject: string; text: string; html: string }
    expect(mail.to).toBe(email)
    expect(mail.text).toContain('Hola, Ana López:')
    expect(mail.text).toContain('Hello Ana López,')
    const token = /\/admin\/reset\/([0-9a-f]+)/.exec(mail.text)?.[1]
    expect(token).toBeTruthy()

    // Nobody knows the random password: the account is usable only through the link.
    const stored = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
    const expiry = new Date(String(stored.docs[0].resetPasswordExpiration)).getTime()
    expect(expiry).toBeGreaterThanOrEqual(before + INVITATION_LIFETIME_MS - 1000)
    await payload.resetPassword({
      collection: 'users',
      data: { token: token!, password: 'chosen-by-ana-123' },
      overrideAccess: true,
    })
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'chosen-by-ana-123' } }),
    ).resolves.toHaveProperty('token')
  })

  // Issue 38: the account's COMMIT failing was answered as an invitation sent, with a link to nothing.
  it('an invitation whose COMMIT fails is a 503 in the admin language: no account, no mail', async () => {
    const send = vi.spyOn(payload, 'sendEmail')
    const email = unique('commit-fails')
    const { token } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: 'test-password-123' },
    })
    const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin
    const fault = await failCommitsOn(payload, 'users', 'raise')
    let response: Response
    try {
      // As the admin's invitation dialog sends it.
      response = await REST_POST(config)(
        new Request(new URL('/api/users/invite', origin), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': 'es' },
          body: JSON.stringify({ email, roles: ['marketing'] }),
        }),
        { params: Promise.resolve({ slug: ['users', 'invite'] }) },
      )
    } finally {
      await fault.stop()
    }
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errors: [
        {
          message:
            'La base de datos no confirmó el cambio, así que no se guardó nada. Espera unos segundos e inténtalo de nuevo.',
        },
      ],
    })
    expect(send).not.toHaveBeenCalled()
    expect(await countOf(email)).toBe(0)
  })

  it('only admins invite: marketing gets 403 and no account appears', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const email = unique('by-marketing')
    await expect(inviteStaff(await requestAs(marketing), { email, roles: ['admin'] })).rejects.toMatchObject({
      status: 403,
    })
    expect(await countOf(email)).toBe(0)
  })

  it('refuses bad input with a 4xx and a message in the admin language, storing nothing', async () => {
    const req = await requestAs(admin)
    await expect(inviteStaff(req, { email: 'not-an-address', roles: ['marketing'] })).rejects.toMatchObject({
      status: 400,
      message: 'Escribe un correo electrónico válido.',
    })
    await expect(inviteStaff(req, { email: unique('noroles'), roles: [] })).rejects.toMatchObject({
      status: 400,
      message: 'Elige al menos un rol.',
    })
    await expect(inviteStaff(req, { email: unique('badrole'), roles: ['owner'] })).rejects.toMatchObject({
      status: 400,
    })
    await expect(inviteStaff(req, null)).rejects.toMatchObject({ status: 400 })
    await expect(inviteStaff(req, { email: admin.email, roles: ['marketing'] })).rejects.toMatchObject({ status: 409 })
  })

  it('a mail that cannot be sent leaves no account behind (503), so the admin can retry', async () => {
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    const email = unique('unsent')
    await expect(inviteStaff(await requestAs(admin), { email, roles: ['marketing'] })).rejects.toMatchObject({
      status: 503,
    })
    expect(await countOf(email)).toBe(0)
  })

  it('an anonymous forgot-password request leaves the invitation link working until it is used (issue 26, item 5)', async () => {
    // The invitation goes out through payload.sendEmail, Payload's forgot-password mail through its adapter.
    const invitations = vi.spyOn(payload, 'sendEmail')
    const resets = vi.spyOn(payload.email, 'sendEmail').mockResolvedValue(undefined as never)
    const email = unique('pending')
    await inviteStaff(await requestAs(admin), { email, roles: ['marketing'] })
    const links = (mail: unknown) =>
      [...String((mail as { html: string }).html).matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    const invitationLink = links(invitations.mock.calls[0][0])[0]
    const token = /\/admin\/reset\/([0-9a-f]+)$/.exec(invitationLink)![1]

    // As the admin's "forgot password" form sends it, with no session: 200, as for any address.
    const origin = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').origin
    const url = new URL('/api/users/forgot-password', origin)
    const response = await REST_POST(config)(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
      { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) },
    )
    expect(response.status).toBe(200)
    // More requests (the REST one is throttled, the local API is not) change nothing either.
    await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    // The invitation's link still works: the stored token is still the invitation's, unexpired.
    const [stored] = (
      await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true })
    ).docs
    expect(stored.resetPasswordToken).toBe(token)
    expect(new Date(String(stored.resetPasswordExpiration)).getTime()).toBeGreaterThan(
      Date.now() + INVITATION_LIFETIME_MS - 60_000,
    )
    // The mail the forgot-password request sent carries the invitation's own link.
    const reset = resets.mock.calls.find((call) => (call[0] as { to: string }).to === email)?.[0]
    expect(new Set(links(reset))).toEqual(new Set([invitationLink]))
    expect((reset as { subject: string }).subject).toMatch(/invitación sigue pendiente/)
    await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'chosen-after-forgot-123' },
      overrideAccess: true,
    })
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'chosen-after-forgot-123' } }),
    ).resolves.toHaveProperty('token')

    // Used: the invitation is over, and a forgot-password request gives a new link as usual.
    const fresh = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    expect(fresh).not.toBe(token)
    await payload.resetPassword({
      collection: 'users',
      data: { token: fresh!, password: 'chosen-again-12345' },
      overrideAccess: true,
    })
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'chosen-again-12345' } }),
    ).resolves.toHaveProperty('token')
    await expect(
      payload.resetPassword({
        collection: 'users',
        data: { token, password: 'reused-link-12345' },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/invalid|expired/i)
  })

  it('an expired invitation does not hold a forgot-password request back', async () => {
    vi.spyOn(payload.email, 'sendEmail').mockResolvedValue(undefined as never)
    const email = unique('expired')
    const user = await inviteStaff(await requestAs(admin), { email, roles: ['legal'] })
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    const fresh = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    await payload.resetPassword({
      collection: 'users',
      data: { token: fresh!, password: 'after-expiry-12345' },
      overrideAccess: true,
    })
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'after-expiry-12345' } }),
    ).resolves.toHaveProperty('token')
  })
})
