/**
 * Shapes of the seed content. Content files are plain data; the seed turns
 * `RichText` into Lexical JSON and writes each locale through Payload's Local API.
 */

/** One block of rich text. `text` may use **bold** and [label](url) inline. */
export type RichBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string }

export type RichText = RichBlock[]

/** A value given in both languages. Spanish is the source; English mirrors its facts. */
export type Localized<T> = { es: T; en: T }

export type SeedPost = {
  /** The spec's numeric id (1 to 6), also the URL: /blog/{id}. */
  id: number
  slug: string
  type: 'article' | 'tutorial'
  trending: boolean
  readTimeMinutes: number
  /** ISO date, e.g. '2025-07-14'. */
  publishDate: string
  title: Localized<string>
  description: Localized<string>
  content: Localized<RichText>
  /** The locally generated cover: its subject (src/seed/images.ts), two hex colours, a short label and the alt text. */
  image: { scene: PostScene; from: string; to: string; label: Localized<string>; alt: Localized<string> }
}

export type SeedLegalSection = {
  /** Stable anchor for the table of contents, e.g. 'responsable'. Same in both languages. */
  anchor: string
  heading: Localized<string>
  body: Localized<RichText>
}

export type SeedLegalVersion = {
  /** ISO date of "last updated". */
  lastUpdated: string
  title: Localized<string>
  /** What changed against the previous version (for the first, what it covers), shown on its page and in its history. */
  changeSummary: Localized<string>
  sections: SeedLegalSection[]
}

export type SeedLegalDocument = {
  kind: 'privacy' | 'terms'
  /** Oldest first. */
  versions: SeedLegalVersion[]
}

// ── Site copy (collections and globals other than posts and legal documents) ──────────────

import type {
  AccountPage,
  BlogPage,
  ContactPage,
  DashboardPage,
  FeaturesPage,
  Footer,
  GuidesPage,
  Header,
  HelpPage,
  IntegrationsPage,
  Landing,
  SecurityPage,
  SiteSetting,
} from '#src/payload-types.ts'
import type { SeoRoute } from '#src/routes.ts'
import type { IconName } from '#src/collections/Features/icon.ts'
import type { PostScene } from '#src/seed/images.ts'

/**
 * Payload's bookkeeping fields (the seed publishes, src/seed/write.ts; each save records who made
 * it, src/versions/saved-by.ts) and array row ids.
 */
type Bookkeeping = 'id' | 'updatedAt' | 'createdAt' | 'globalType' | '_status' | 'updatedBy'
/** A link's choice of target (src/fields/common.ts) defaults to a written address: seed links give `href` only. */
type LinkChoice = 'kind' | 'page'

/** A global's data without Payload's bookkeeping fields; every other field given. */
type Copy<T> =
  T extends Array<infer U>
    ? Copy<U>[]
    : T extends object
      ? {
          [K in keyof T as K extends Bookkeeping | LinkChoice ? never : K]-?: Copy<NonNullable<T[K]>>
        } & { [K in keyof T as K extends LinkChoice ? K : never]?: Copy<NonNullable<T[K]>> }
      : T

/** Upload fields are filled by the seed itself (generated images), not by content files. */
type WithoutUploads<T> = Omit<T, 'logo' | 'defaultSocialImage'>

export type SeedGlobals = {
  siteSettings: Localized<WithoutUploads<Copy<SiteSetting>>>
  header: Localized<Copy<Header>>
  footer: Localized<Copy<Footer>>
  landing: Localized<Copy<Landing>>
  helpPage: Localized<Copy<HelpPage>>
  contactPage: Localized<Copy<ContactPage>>
  featuresPage: Localized<Copy<FeaturesPage>>
  integrationsPage: Localized<Copy<IntegrationsPage>>
  securityPage: Localized<Copy<SecurityPage>>
  guidesPage: Localized<Copy<GuidesPage>>
  blogPage: Localized<Copy<BlogPage>>
  dashboardPage: Localized<Copy<DashboardPage>>
  accountPage: Localized<Copy<AccountPage>>
}

export type SeedPlan = {
  key: string
  order: number
  /** null = custom price (Hospital). */
  priceAmount: number | null
  currency: 'MXN' | 'USD'
  period: 'month' | 'year' | 'none'
  /** null = custom. */
  numbersIncluded: number | null
  mostPopular: boolean
  /** Site path, e.g. '/register' or '/contact?subject=...'. */
  ctaHref: string
  es: { name: string; customPriceLabel?: string; description: string; features: string[]; ctaLabel: string }
  en: { name: string; customPriceLabel?: string; description: string; features: string[]; ctaLabel: string }
}

export type SeedCard = {
  key: string
  order: number
  icon: IconName
  es: { title: string; description: string }
  en: { title: string; description: string }
}

export type SeedIntegration = SeedCard & { status: 'available' | 'coming-soon' }

export type SeedFaqSection = {
  key: string
  order: number
  es: { title: string }
  en: { title: string }
  questions: Array<{
    showOnLanding: boolean
    es: { question: string; answer: RichText }
    en: { question: string; answer: RichText }
  }>
}

export type SeedSeoPage = {
  route: SeoRoute
  noIndex: boolean
  es: { title: string; description: string; keywords: string }
  en: { title: string; description: string; keywords: string }
}
