import type { Payload } from 'payload'
import { cache } from 'react'

import { staffId, staffNames } from '#src/access/staff-names.ts'

/** A staff member as a release names them: their id, and their name (or e-mail, or that the account is gone). */
export type KnownStaff = { id: number | string; label: string } | null

type Translate = (key: string, values?: Record<string, string>) => string

/** One staff member's name, read once per person and request (a list names the same few). */
const staffName = cache(async (payload: Payload, id: number | string): Promise<string | null> => {
  return (await staffNames(payload, [id])).get(String(id)) ?? null
})

/** How a release's people fields show `value` (an id, or a populated user): null when empty. */
export async function staffLabel(payload: Payload, t: Translate, value: unknown): Promise<KnownStaff> {
  const id = staffId(value)
  if (id === null) return null
  const name = await staffName(payload, id)
  return { id, label: name ?? t('citayaReleases:staffDeleted', { id: String(id) }) }
}
