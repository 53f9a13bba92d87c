import type { Locale } from '@/i18n/locales'

/** A price as written in Mexico in both languages: the $ sign, thousands separated by commas, no decimals. */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'MXN' ? 'narrowSymbol' : 'symbol',
    maximumFractionDigits: 0,
  }).format(amount)
}
