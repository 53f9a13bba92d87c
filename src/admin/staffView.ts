import type { Config, Payload } from 'payload'

import type { Locale } from '#src/i18n/locales.ts'

/**
 * A staff-only admin view of our own («Traducción», «Salud del contenido»): its page at `path`
 * under the admin, and its link in the menu after Payload's own. Components by import-map path.
 */
export function withStaffView(
  config: Config,
  view: { key: string; Component: string; path: `/${string}`; navLink: string },
): Config['admin'] {
  return {
    ...config.admin,
    components: {
      ...config.admin?.components,
      afterNavLinks: [...(config.admin?.components?.afterNavLinks ?? []), view.navLink],
      views: {
        ...config.admin?.components?.views,
        [view.key]: { Component: view.Component, path: view.path },
      },
    },
  }
}

/** A collection's (plural) or global's name in the admin's language; its slug when it has none. */
export function entityLabel(payload: Payload, kind: 'collection' | 'global', slug: string, language: Locale): string {
  const config =
    kind === 'global'
      ? payload.config.globals.find((global) => global.slug === slug)
      : payload.config.collections.find((collection) => collection.slug === slug)
  const raw = config && ('labels' in config ? config.labels?.plural : (config as { label?: unknown }).label)
  if (typeof raw === 'string') return raw
  if (raw && typeof raw === 'object') return (raw as Record<string, string>)[language] ?? slug
  return slug
}
