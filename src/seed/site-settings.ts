import type { Payload, RequestContext } from 'payload'

import { siteSettings } from './content/site-settings'

export async function seedSiteSettings(payload: Payload, context: RequestContext): Promise<void> {
  await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, context })
}
