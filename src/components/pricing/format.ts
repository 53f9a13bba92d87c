import type { Locale } from '@/i18n/locales'

/** "$1,699" in both languages (Mexican pesos are written with $ in Mexico). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'MXN' ? 'narrowSymbol' : 'symbol',
    maximumFractionDigits: 0,
  }).format(amount)
}
