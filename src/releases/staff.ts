import type { Payload } from 'payload'
import { cache } from 'react'

/** A staff member as a release names them: their id, and their name (or e-mail, or that the account is gone). */
export type KnownStaff = { id: number | string; label: string } | null

type Translate = (key: string, values?: Record<string, string>) => string

const idOf = (value: unknown): number | string | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null
}

/**
 * A staff member's name, or e-mail when they have none; null when the account no longer exists.
 * Read without access control: a release tells every staff member who reads it who added,
 * scheduled, published or reverted it, while the accounts themselves stay admins' (marketing and
 * legal read only their own, so Payload's relationship field, which asks /api/users for the
 * title, showed «Sin título - ID: 6»). Only the name and e-mail are read, once per person and
 * request (a list names the same few).
 */
const staffName = cache(async (payload: Payload, id: number | string): Promise<string | null> => {
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { name: true, email: true },
  })
  return user ? user.name || user.email : null
})

/** How a release's people fields show `value` (an id, or a populated user): null when empty. */
export async function staffLabel(payload: Payload, t: Translate, value: unknown): Promise<KnownStaff> {
  const id = idOf(value)
  if (id === null) return null
  const name = await staffName(payload, id)
  return { id, label: name ?? t('citayaReleases:staffDeleted', { id: String(id) }) }
}
