import type { Locale } from '#src/i18n/locales.ts'
import type { LinkTargets } from '#src/components/ui/RichText.tsx'
import type { FaqSection, Integration, Page, Plan, SiteSetting } from '#src/payload-types.ts'

export type PageBlock = NonNullable<Page['layout']>[number]
export type PageBlockType = PageBlock['blockType']

/** What every block component gets: its block, a unique id for its heading, and what the page read live. */
export type BlockProps<T extends PageBlockType> = {
  block: Extract<PageBlock, { blockType: T }>
  id: string
  locale: Locale
  live: { plans: Plan[]; faq: FaqSection[]; integrations: Integration[] }
  settings: Pick<SiteSetting, 'whatsappNumber' | 'whatsappGreeting'>
  labels: { integrationStatus: Record<Integration['status'], string> }
  links: LinkTargets
  /** The page's own address in `locale` (where a form on it says it was sent from). */
  path: string
}
