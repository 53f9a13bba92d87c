import type { Plugin } from 'payload'

import { hasLocalizedField } from '#src/fields/walk.ts'

const guard = '/admin/LanguageSwitchGuard#LanguageSwitchGuard'

/**
 * The content-language tools where there is content in two languages, and only there:
 * - every edit screen with a localized field asks before «Idioma del contenido» drops unsaved
 *   changes (src/admin/LanguageSwitchGuard.tsx);
 * - collections with nothing localized (staff, doctors, contact messages, redirects…) lose
 *   «Copiar a idioma», which would copy nothing; their switch is hidden by custom.scss.
 */
export const contentLanguage: Plugin = (config) => ({
  ...config,
  // Collections keep edit-screen components under `edit`, globals under `elements`.
  collections: config.collections?.map((collection) => {
    if (!hasLocalizedField(collection.fields)) {
      return { ...collection, admin: { ...collection.admin, disableCopyToLocale: true } }
    }
    const edit = collection.admin?.components?.edit
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), guard] },
        },
      },
    }
  }),
  globals: config.globals?.map((global) => {
    if (!hasLocalizedField(global.fields)) return global
    const elements = global.admin?.components?.elements
    return {
      ...global,
      admin: {
        ...global.admin,
        components: {
          ...global.admin?.components,
          elements: { ...elements, beforeDocumentControls: [...(elements?.beforeDocumentControls ?? []), guard] },
        },
      },
    }
  }),
})
