import 'server-only'

import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '#src/data/globals.ts'
import { type Locale, asLocale, isLocale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'
import { absoluteUrl, siteOrigin } from '#src/seo/urls.ts'
import { renderLegalPdf } from '#src/legal/pdf/render.ts'
import { getLegalVersion, legalVersionParams } from '#src/legal/data.ts'
import { type LegalKind, isVersionId, legalPaths, pdfFileName, versionPath } from '#src/legal/versions.ts'

type Context = { params: Promise<{ locale: string; version: string }> }

/** A site path in the text (/privacy) becomes an absolute URL in the PDF's language; other URLs stay as they are. */
function linkResolver(locale: Locale) {
  return (url: string) =>
    url.startsWith('/') && !url.startsWith('//') && splitLocale(url).path === url
      ? `${siteOrigin()}${localizedPath(locale, url)}`
      : url
}

/**
 * GET /{locale}/privacy/{date}/pdf: the PDF of one published version, made from the same content
 * the page shows (read through src/data, so it is cached with the page and expires on publish).
 */
export function legalPdfRoute(kind: LegalKind) {
  const generateStaticParams = () => legalVersionParams(kind)

  async function GET(_request: Request, { params }: Context): Promise<Response> {
    const { locale: rawLocale, version } = await params
    const locale = asLocale(rawLocale)
    const t = await getTranslations({ locale, namespace: 'legal' })
    const found = isLocale(rawLocale) && isVersionId(version) ? await getLegalVersion(locale, kind, version) : null
    if (!found) {
      return new Response(t('pdfNotFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    }
    const { document, supersededBy } = found
    const settings = await getSiteSettings(locale)
    const date = formatDate(document.lastUpdated, locale)
    const pdf = await renderLegalPdf({
      locale,
      brand: settings.brandName,
      title: document.title,
      dateLine: `${t('lastUpdated')} ${date}`,
      notice: document.withdrawnAt
        ? t('pdfWithdrawn', {
            date: formatDate(document.withdrawnAt, locale),
            reason: document.withdrawalReason ?? '',
            url: absoluteUrl(locale, legalPaths[kind]),
          })
        : supersededBy
          ? t('pdfSuperseded', {
              date: formatDate(supersededBy.lastUpdated, locale),
              url: absoluteUrl(locale, legalPaths[kind]),
            })
          : null,
      // Its own dated address, current or not: the text at /privacy changes with the next version.
      source: t('pdfSource', { url: absoluteUrl(locale, versionPath(kind, version)) }),
      contentsLabel: t('contents'),
      pageLabel: (page, pages) => t('pdfPage', { page, pages }),
      sections: (document.sections ?? []).map((section) => ({ heading: section.heading, body: section.body })),
      resolveLink: linkResolver(locale),
    })
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdfFileName(settings.brandName, kind, version, locale)}"`,
        'content-length': String(pdf.length),
        'x-content-type-options': 'nosniff',
      },
    })
  }

  return { GET, generateStaticParams }
}
