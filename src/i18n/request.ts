import { getRequestConfig } from 'next-intl/server'

import { isLocale } from '#src/i18n/locales.ts'
import { routing } from '#src/i18n/routing.ts'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : routing.defaultLocale
  return { locale, messages: (await import(`./messages/${locale}.json`)).default }
})
