import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

/** Spanish at unprefixed URLs (/, /blog), English under /en. */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
})
