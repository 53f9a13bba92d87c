import type { LivePreviewConfig } from 'payload'

import { isLocale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { publicOrigin } from '#src/seo/urls.ts'
import { pagePreviewGlobals } from '#src/routes.ts'

/**
 * The widths staff check before publishing: a common phone (390 px, where most visitors read)
 * and a desktop. Payload adds its own "responsive" (the panel's width).
 */
const breakpoints: LivePreviewConfig['breakpoints'] = [
  { name: 'phone', label: '📱 390 × 844', width: 390, height: 844 },
  { name: 'desktop', label: '🖥 1440 × 900', width: 1440, height: 900 },
]

/** The language being edited (the admin's content-language selector), as a site locale. */
function editedLocale(locale: unknown): 'es' | 'en' {
  const code = typeof locale === 'string' ? locale : (locale as { code?: string } | undefined)?.code
  return code && isLocale(code) ? code : 'es'
}

/**
 * Absolute, on the site's public origin: Payload posts the form's data to the preview frame with
 * this URL as the target origin, and the staff cookie is only accepted from that origin.
 */
function previewAddress(locale: unknown, path: string): string {
  return `${publicOrigin()}${localizedPath(editedLocale(locale), path)}`
}

/** A post's private preview address (/preview/post/{id}), also used by the admin's Preview button. */
export const postPreviewPath = (id: number | string, locale: unknown) =>
  previewAddress(locale, `/preview/post/${String(id)}`)

/** Live preview of a post (once it has been saved once and has an id). */
export const postLivePreview: LivePreviewConfig = {
  breakpoints,
  // A post not yet saved has no address: for null, Payload offers no live preview (its type says string).
  url: ({ data, locale }) => (data?.id ? postPreviewPath(data.id as number, locale) : (null as unknown as string)),
}

/** A made page's private preview address (/preview/made-page/{id}), also used by the admin's Preview button. */
export const madePagePreviewPath = (id: number | string, locale: unknown) =>
  previewAddress(locale, `/preview/made-page/${String(id)}`)

/**
 * Live preview of a page staff made (src/page-builder), once it has been saved once. Its blocks
 * are server components that read plans, FAQ sections and reusable sections live, so the frame
 * shows each saved draft (it reloads itself after every save) rather than each keystroke.
 */
export const madePageLivePreview: LivePreviewConfig = {
  breakpoints,
  url: ({ data, locale }) => (data?.id ? madePagePreviewPath(data.id as number, locale) : (null as unknown as string)),
}

/** Live preview of the landing page global. */
export const landingLivePreview: LivePreviewConfig = {
  breakpoints,
  url: ({ locale }) => previewAddress(locale, '/preview/landing'),
}

/** Live preview of a page global (none for a global not listed above): its page's body, updated as staff type. */
export function pageLivePreview(slug: string): LivePreviewConfig | undefined {
  const name = Object.entries(pagePreviewGlobals).find(([, global]) => global === slug)?.[0]
  return name ? { breakpoints, url: ({ locale }) => previewAddress(locale, `/preview/page/${name}`) } : undefined
}
