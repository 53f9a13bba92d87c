import type { Field, GlobalConfig } from 'payload'

import { anyone, isContentEditor } from '#src/access/roles.ts'
import { pageLivePreview } from '#src/admin/livePreview.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'

/**
 * A global that holds the copy of one screen, with a live preview of that screen where what is
 * typed shows before saving (src/admin/livePreview.ts).
 */
export function pageGlobal(slug: string, label: { es: string; en: string }, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: { es: 'Páginas', en: 'Pages' }, livePreview: pageLivePreview(slug) },
    access: { read: anyone, update: isContentEditor },
    hooks: { afterChange: [globalRevalidation] },
    fields,
  }
}
