import 'server-only'

import { cachedRead } from './cached'
import { payloadClient } from './payload'

export const getSiteSettings = cachedRead({ global: 'site-settings' }, 'site-settings', async (locale) => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'es', depth: 1 })
})
