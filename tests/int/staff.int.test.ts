import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '#src/seed/seed.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('staff accounts', () => {
  it('the seed creates the admin from ADMIN_EMAIL with the admin role', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].roles).toContain('admin')
  })

  it('seeding again resets that admin password and creates no duplicate', async () => {
    const email = process.env.ADMIN_EMAIL!
    const original = process.env.ADMIN_PASSWORD
    process.env.ADMIN_PASSWORD = 'a-new-password-456'
    try {
      await seed(payload, { reset: false })
      const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } })
      expect(totalDocs).toBe(1)
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'a-new-password-456' } }),
      ).resolves.toHaveProperty('token')
    } finally {
      process.env.ADMIN_PASSWORD = original
      await seed(payload, { reset: false })
    }
  })

  it('anonymous visitors cannot list staff accounts', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('a marketing user sees only their own account and cannot create staff', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: marketing })
    expect(seen.docs.map((doc) => doc.id)).toEqual([marketing.id])
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruder@test.local', password: 'x-password-1', roles: ['admin'] },
        overrideAccess: false,
        user: marketing,
      }),
    ).rejects.toThrow()
  })

  it('a marketing user cannot give themselves the admin role', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    await payload.update({
      collection: 'users',
      id: marketing.id,
      data: { roles: ['admin'], name: 'Still marketing' },
      overrideAccess: false,
      user: marketing,
    })
    const after = await payload.findByID({ collection: 'users', id: marketing.id })
    expect(after.roles).toEqual(['marketing'])
    expect(after.name).toBe('Still marketing')
  })

  it('the last admin can be neither deleted nor demoted', async () => {
    const admins = await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 100 })
    const [keep, ...others] = admins.docs
    for (const other of others) await payload.delete({ collection: 'users', id: other.id })
    await expect(payload.delete({ collection: 'users', id: keep.id })).rejects.toThrow(/administración|admin/)
    await expect(payload.update({ collection: 'users', id: keep.id, data: { roles: ['marketing'] } })).rejects.toThrow()
    const still = await payload.findByID({ collection: 'users', id: keep.id })
    expect(still.roles).toContain('admin')
  })
})
