import type { Field, GlobalConfig } from 'payload'

import { anyone, isContentEditor } from '#src/access/roles.ts'
import { globalRevalidation } from '#src/data/revalidate.ts'

/** A global that holds the copy of one screen. */
export function pageGlobal(slug: string, label: { es: string; en: string }, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: { es: 'Páginas', en: 'Pages' } },
    access: { read: anyone, update: isContentEditor },
    hooks: { afterChange: [globalRevalidation] },
    fields,
  }
}
