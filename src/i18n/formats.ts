import type { Locale } from '#src/i18n/locales.ts'

/**
 * Every locale-dependent format of the site, admin and PDFs: one place that says Spanish means
 * Mexican Spanish and English means US English, so dates, prices and Open Graph tags agree.
 */

/** BCP 47 tags for Intl and documents (a PDF's language, the admin's scheduled times). */
export const intlLocales: Record<Locale, string> = { es: 'es-MX', en: 'en-US' }

/** Open Graph's `og:locale` spelling of the same languages. */
export const openGraphLocales: Record<Locale, string> = { es: 'es_MX', en: 'en_US' }

/** "14 de julio de 2025" / "July 14, 2025". Content dates are calendar dates, read in UTC so the day never shifts. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** The clock each language reads: Mexico writes 15:14 (es-MX alone would print "3:14 p.m."), the US 3:14 PM. */
export const hourCycles: Record<Locale, 'h23' | 'h12'> = { es: 'h23', en: 'h12' }

/** "24 nov 2026, 15:14" / "Nov 24, 2026, 3:14 PM": a moment as seen in `timeZone`. */
export function formatDateTime(iso: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: hourCycles[locale],
    timeZone,
  }).format(new Date(iso))
}

/** A price as written in Mexico in both languages: the $ sign, thousands separated by commas, no decimals. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'MXN' ? 'narrowSymbol' : 'symbol',
    maximumFractionDigits: 0,
  }).format(amount)
}
