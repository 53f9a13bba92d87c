import type { Field, GlobalConfig } from 'payload'

import { isContentEditor, publishedOrStaff } from '#src/access/roles.ts'
import { pageLivePreview } from '#src/admin/livePreview.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'
import { contentVersions } from '#src/collections/shared/versions.ts'

/**
 * A global that holds the copy of one screen, with a live preview of that screen where what is
 * typed shows before saving (src/admin/livePreview.ts).
 */
export function pageGlobal(slug: string, label: { es: string; en: string }, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: { es: 'Textos de pantallas', en: 'Screen texts' }, livePreview: pageLivePreview(slug) },
    access: { read: publishedOrStaff, update: isContentEditor },
    versions: contentVersions,
    hooks: { afterChange: [globalRevalidation] },
    fields,
  }
}
