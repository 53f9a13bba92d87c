import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { LANGUAGE_COOKIE } from './persistence'

/**
 * Spanish at unprefixed URLs (/, /blog), English under /en. The only detection is the visitor's own
 * earlier choice (the language cookie): browser language headers are ignored (see src/proxy.ts),
 * so a first visit to / is always Spanish, as the spec's default.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: LANGUAGE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  // Each page's <head> already lists its hreflang alternates on the public origin (src/lib/seo).
  // next-intl's Link header would repeat them built from the request's host, which behind a proxy
  // or on a local server is not the canonical origin (search engines and Lighthouse then see
  // conflicting alternates).
  alternateLinks: false,
})
