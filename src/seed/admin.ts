import type { Payload } from 'payload'

import { env } from '#src/config/env.ts'

/** Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD, or resets that admin's password and role. */
export async function seedAdmin(payload: Payload): Promise<void> {
  const { email, password } = env.seedAdmin()
  if (!email || !password) {
    payload.logger.warn('ADMIN_EMAIL or ADMIN_PASSWORD is not set: no admin account was created.')
    return
  }
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const existing = docs[0]
  if (existing) {
    const roles = existing.roles?.includes('admin') ? existing.roles : [...(existing.roles ?? []), 'admin' as const]
    await payload.update({ collection: 'users', id: existing.id, data: { password, roles } })
    payload.logger.info(`Admin ${email}: password reset.`)
  } else {
    await payload.create({ collection: 'users', data: { email, password, roles: ['admin'], name: 'Admin' } })
    payload.logger.info(`Admin ${email}: created.`)
  }
}
