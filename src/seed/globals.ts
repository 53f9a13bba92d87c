import type { GlobalSlug, Payload } from 'payload'

import { globals } from '#src/seed/content/globals.ts'
import type { SeedGlobals } from '#src/seed/content/types.ts'
import { updateGlobalLocalized } from '#src/seed/write.ts'

const slugs: Record<keyof SeedGlobals, GlobalSlug> = {
  siteSettings: 'site-settings',
  header: 'header',
  footer: 'footer',
  landing: 'landing',
  helpPage: 'help-page',
  contactPage: 'contact-page',
  featuresPage: 'features-page',
  integrationsPage: 'integrations-page',
  securityPage: 'security-page',
  guidesPage: 'guides-page',
  blogPage: 'blog-page',
  dashboardPage: 'dashboard-page',
  accountPage: 'account-page',
}

export async function seedGlobals(payload: Payload, images: { logo: number; social: number }): Promise<void> {
  for (const [name, slug] of Object.entries(slugs) as [keyof SeedGlobals, GlobalSlug][]) {
    const { es, en } = globals[name]
    const extra = name === 'siteSettings' ? { logo: images.logo, defaultSocialImage: images.social } : {}
    await updateGlobalLocalized(payload, slug, { es: { ...es, ...extra }, en: { ...en, ...extra } })
  }
}
