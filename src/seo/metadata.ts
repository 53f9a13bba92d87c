import 'server-only'

import type { Metadata } from 'next'

import type { SeoRoute } from '#src/routes.ts'
import { getSeoPage } from '#src/data/collections.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import { openGraphLocales } from '#src/i18n/formats.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { Media } from '#src/payload-types.ts'
import { absoluteFileUrl, absoluteUrl, languageAlternates, siteOrigin } from '#src/seo/urls.ts'

type PageMetadataOptions = {
  /** The page's path when it differs from its SEO route (an article, a blog page). */
  path?: string
  /** Overrides of the SEO record (an article's own title, description and image). */
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: number | Media | null
  noIndex?: boolean
  article?: { publishedTime: string; authors: string[] }
}

function socialImage(
  image: number | Media | null | undefined,
): { url: string; width?: number; height?: number; alt: string } | null {
  if (!image || typeof image !== 'object') return null
  const og = image.sizes?.og
  const url = og?.url ?? image.url
  if (!url) return null
  return {
    url: absoluteFileUrl(url),
    width: og?.width ?? image.width ?? undefined,
    height: og?.height ?? image.height ?? undefined,
    alt: image.alt,
  }
}

/**
 * Metadata of a public page from its CMS SEO record: title, description, keywords, canonical URL,
 * hreflang alternates, robots, Open Graph and Twitter tags with an image (the record's, or the
 * site's default social image).
 */
export async function pageMetadata(
  locale: Locale,
  route: SeoRoute,
  options: PageMetadataOptions = {},
): Promise<Metadata> {
  const [seo, settings] = await Promise.all([getSeoPage(locale, route), getSiteSettings(locale)])
  const path = options.path ?? route
  const title = options.title || seo?.meta?.title || settings.brandName
  const description = options.description || seo?.meta?.description || settings.tagline
  const keywords = options.keywords ?? seo?.meta?.keywords ?? undefined
  const image = socialImage(options.image) ?? socialImage(seo?.meta?.image) ?? socialImage(settings.defaultSocialImage)
  const noIndex = options.noIndex ?? Boolean(seo?.meta?.noIndex)
  const url = absoluteUrl(locale, path)
  return {
    metadataBase: new URL(siteOrigin()),
    title: { absolute: title },
    description,
    keywords: keywords || undefined,
    alternates: { canonical: url, languages: languageAlternates(path) },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      title,
      description,
      url,
      siteName: settings.brandName,
      locale: openGraphLocales[locale],
      alternateLocale: Object.entries(openGraphLocales)
        .filter(([other]) => other !== locale)
        .map(([, value]) => value),
      ...(options.article
        ? { type: 'article', publishedTime: options.article.publishedTime, authors: options.article.authors }
        : { type: 'website' }),
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image.url] : undefined,
    },
  }
}

/** `generateMetadata` of a page whose metadata is its route's SEO record (with `options` on top). */
export function metadataFor(route: SeoRoute, options: PageMetadataOptions = {}) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> =>
    pageMetadata((await params).locale, route, options)
}

/** Sign-in, registration and the dashboard are never indexed, whatever their SEO records say. */
export const privatePage = { noIndex: true } as const
