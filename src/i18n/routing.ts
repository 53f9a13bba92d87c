import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '#src/i18n/locales.ts'

/**
 * Spanish at unprefixed URLs (/, /blog), English under /en. No detection and no cookie: every
 * address shows its own language, whatever the browser's language headers say, and no public
 * response sets a cookie (which would also make the prerendered pages uncacheable by shared
 * caches). The visitor's own choice lives in browser storage and is restored by the page
 * (src/i18n/persistence.ts), so a first visit to / is Spanish, as the spec's default.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // Each page's <head> already lists its hreflang alternates on the public origin (src/seo).
  // next-intl's Link header would repeat them built from the request's host, which behind a proxy
  // or on a local server is not the canonical origin (search engines and Lighthouse then see
  // conflicting alternates).
  alternateLinks: false,
})
