import type { Payload } from 'payload'

import { locales } from '#src/i18n/locales.ts'
import { allContentTags } from '#src/data/cache-tags.ts'
import { revalidateTags } from '#src/data/revalidate.ts'

/** After a seed, expires every collection's and global's cache tags on a running server (if any). */
export async function expireAllContent(payload: Payload): Promise<void> {
  await revalidateTags(allContentTags(payload.config, locales))
}
