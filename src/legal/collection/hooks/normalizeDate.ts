import type { CollectionBeforeChangeHook } from 'payload'

import { calendarNoon } from '#src/legal/versions.ts'

/** Stores the last-updated date at noon UTC, so its calendar day (the version's URL) is the same everywhere. */
export const normalizeVersionDate: CollectionBeforeChangeHook = ({ data }) => {
  if (data.lastUpdated) data.lastUpdated = calendarNoon(data.lastUpdated)
  return data
}
