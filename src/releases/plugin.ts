import type { Field, Plugin } from 'payload'

import { releaseTranslations } from '#src/releases/messages.ts'
import { withDrafts } from '#src/releases/targets.ts'

const panel: Field = {
  name: 'releasePanel',
  type: 'ui',
  // Named for the column picker's sake, and kept out of it: the panel is not a value a list can show.
  label: { es: releaseTranslations.es.panelTitle, en: releaseTranslations.en.panelTitle },
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/releases/components/ReleasePanel#ReleasePanel' },
  },
}

/**
 * Adds the release panel (src/releases/components/ReleasePanel.tsx) to the sidebar of every
 * collection and global with drafts, whichever enabled them: a new drafts-enabled type gets it
 * without touching this feature. Runs after the other plugins, so their collections count too.
 */
export const releasePanels: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    withDrafts(collection.versions) && collection.slug !== 'releases'
      ? { ...collection, fields: [...collection.fields, panel] }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    withDrafts(global.versions) ? { ...global, fields: [...global.fields, panel] } : global,
  ),
})
