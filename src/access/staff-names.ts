import type { Payload, PayloadRequest } from 'payload'

/** The id a relationship to users holds: the id itself, or a populated user's; null when empty. */
export function staffId(value: unknown): number | string | null {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
}

/**
 * Staff members' names (or e-mails, for an account without a name), by id as a string; an id
 * whose account no longer exists is missing from the map. Read without access control and only
 * these two fields: the admin tells every staff member who did something (added to a release,
 * saved a version), while the accounts themselves stay admins' (marketing and legal read only
 * their own, so Payload's relationship field, which asks /api/users for the title, showed «Sin
 * título - ID: 6»). One query for all the ids.
 */
export async function staffNames(
  payload: Payload,
  ids: readonly (number | string)[],
  req?: PayloadRequest,
): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: [...new Set(ids)] } },
    select: { name: true, email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((user) => [String(user.id), user.name?.trim() || user.email]))
}
