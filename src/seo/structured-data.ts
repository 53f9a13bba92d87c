import type { Locale } from '#src/i18n/locales.ts'
import type { FaqSection, Media, Plan, Post, SiteSetting } from '#src/payload-types.ts'
import { lexicalToPlainText } from '#src/seo/plain-text.ts'
import { absoluteFileUrl, absoluteUrl, siteOrigin } from '#src/seo/urls.ts'

/** schema.org data as plain objects; rendered by the JsonLd component. */
export type StructuredData = Record<string, unknown>

export function organization(settings: SiteSetting, locale: Locale): StructuredData {
  const logo = typeof settings.logo === 'object' && settings.logo?.url ? absoluteFileUrl(settings.logo.url) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteOrigin()}/#organization`,
    name: settings.brandName,
    description: settings.tagline,
    url: absoluteUrl(locale, '/'),
    logo,
    email: settings.supportEmail,
    sameAs: (settings.socialLinks ?? []).map((link) => link.url),
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: settings.salesEmail, availableLanguage: ['es', 'en'] },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: settings.supportEmail,
        telephone: `+${settings.whatsappNumber}`,
        hoursAvailable: openingHours(settings),
        availableLanguage: ['es', 'en'],
      },
    ],
  }
}

/**
 * The support hours as schema.org opening-hours data, from Site settings' structured hours (the
 * free text beside them is what visitors read). None entered: left out rather than guessed.
 */
export function openingHours(settings: Pick<SiteSetting, 'openingHours'>): StructuredData[] | undefined {
  const hours = (settings.openingHours ?? []).filter((row) => row.days?.length && row.opens && row.closes)
  return hours.length
    ? hours.map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: (row.days ?? []).map((day) => `https://schema.org/${day}`),
        opens: row.opens,
        closes: row.closes,
      }))
    : undefined
}

/**
 * The site itself, in the page's language: its name, its publisher (the Organization node) and the
 * help centre's search, which search engines may offer from their results (SearchAction).
 */
export function website(settings: SiteSetting, locale: Locale): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl(locale, '/')}#website`,
    name: settings.brandName,
    description: settings.tagline,
    url: absoluteUrl(locale, '/'),
    inLanguage: locale,
    publisher: { '@id': `${siteOrigin()}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(locale, '/help/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

export function faqPage(questions: NonNullable<FaqSection['questions']>): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: lexicalToPlainText(item.answer) },
    })),
  }
}

export function blogPosting(post: Post, locale: Locale, settings: SiteSetting): StructuredData {
  const image = typeof post.image === 'object' ? (post.image as Media) : null
  const url = absoluteUrl(locale, `/blog/${post.articleNumber}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: locale,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@id': `${siteOrigin()}/#organization`, '@type': 'Organization', name: settings.brandName },
    image: image?.url ? absoluteFileUrl(image.url) : undefined,
    mainEntityOfPage: url,
    url,
    timeRequired: `PT${post.readTimeMinutes}M`,
  }
}

/** The plans as a service with one offer each (custom-priced plans carry no price). */
export function planOffers(plans: Plan[], locale: Locale, settings: SiteSetting): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: settings.brandName,
    description: settings.tagline,
    provider: { '@id': `${siteOrigin()}/#organization` },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      url: absoluteUrl(locale, '/plans'),
      ...(plan.priceAmount != null
        ? {
            price: plan.priceAmount,
            priceCurrency: plan.currency,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: plan.priceAmount,
              priceCurrency: plan.currency,
              unitCode: plan.period === 'year' ? 'ANN' : 'MON',
            },
          }
        : {}),
    })),
  }
}
