import config from '#payload-config'
import { getPayload, type Payload } from 'payload'

import type { User } from '#src/payload-types.ts'

export const testPayload = (): Promise<Payload> => getPayload({ config })

let counter = 0

/** Creates a staff account with the given roles and returns it (for access checks as that user). */
export async function staffUser(payload: Payload, roles: User['roles']): Promise<User> {
  counter += 1
  return payload.create({
    collection: 'users',
    data: { email: `${roles.join('-')}-${Date.now()}-${counter}@test.local`, password: 'test-password-123', roles },
    overrideAccess: true,
  })
}
