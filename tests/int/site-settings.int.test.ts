import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('site settings', () => {
  it('are seeded with the brand name and readable by anonymous visitors', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.brandName).toBe('CitaYa')
  })

  it('can be changed by admin and marketing staff, not by legal staff or anonymous visitors', async () => {
    const [marketing, legal] = await Promise.all([staffUser(payload, ['marketing']), staffUser(payload, ['legal'])])
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Anon' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'Legal' }, overrideAccess: false, user: legal }),
    ).rejects.toThrow()
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { brandName: 'CitaYa Pro' },
      overrideAccess: false,
      user: marketing,
    })
    expect(updated.brandName).toBe('CitaYa Pro')
    await payload.updateGlobal({ slug: 'site-settings', data: { brandName: 'CitaYa' } })
  })
})
