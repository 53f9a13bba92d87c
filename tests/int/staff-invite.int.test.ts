import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { INVITATION_LIFETIME_MS, inviteStaff } from '#src/collections/Users/invite.ts'
import type { User } from '#src/payload-types.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

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
})
