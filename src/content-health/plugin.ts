import { withStaffView } from '#src/admin/staffView.ts'
import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { untracked } from '#src/content-health/check.ts'
import { ContentHealth } from '#src/content-health/collection.ts'
import { linkableCollections } from '#src/content-health/linking.ts'
import {
  queueAfterChange,
  queueAfterDelete,
  queueAfterGlobalChange,
  rememberPublished,
} from '#src/content-health/task.ts'

const breakWarning = '/content-health/components/BreakWarning#BreakWarning'

function watchCollection(collection: CollectionConfig): CollectionConfig {
  if (untracked.has(collection.slug) || collection.slug.startsWith('payload-')) return collection
  const hooks = collection.hooks ?? {}
  const edit = collection.admin?.components?.edit
  // Posts, legal versions and pages made from blocks can be linked to: their editor warns before a change that breaks links.
  const warns = (linkableCollections as readonly string[]).includes(collection.slug)
  return {
    ...collection,
    admin: warns
      ? {
          ...collection.admin,
          components: {
            ...collection.admin?.components,
            edit: { ...edit, beforeDocumentControls: [...(edit?.beforeDocumentControls ?? []), breakWarning] },
          },
        }
      : collection.admin,
    hooks: {
      ...hooks,
      beforeChange: [...(hooks.beforeChange ?? []), rememberPublished],
      afterChange: [...(hooks.afterChange ?? []), queueAfterChange],
      afterDelete: [...(hooks.afterDelete ?? []), queueAfterDelete],
    },
  }
}

function watchGlobal(global: GlobalConfig): GlobalConfig {
  if (global.slug.startsWith('payload-')) return global
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), queueAfterGlobalChange] } }
}

/**
 * Content health (issue 31): the findings' collection, a check queued after every publish,
 * unpublish or deletion (the nightly one is the task's schedule, src/content-health/task.ts), the
 * «Salud del contenido» admin view and, in the editors of documents others link to, the warning
 * before unpublishing or deleting them. Registered after the plugins that add collections.
 */
export const contentHealth: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []).map(watchCollection), ContentHealth],
  globals: (config.globals ?? []).map(watchGlobal),
  admin: withStaffView(config, {
    key: 'contentHealth',
    Component: '/content-health/components/ContentHealthView#ContentHealthView',
    path: '/salud-del-contenido',
    navLink: '/content-health/components/NavLink#ContentHealthNavLink',
  }),
})
