import type { Locale } from '../i18n/locales'

/** "14 de julio de 2025" / "July 14, 2025". Content dates are calendar dates, read in UTC so the day never shifts. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
}

/** Whether a moment has passed (for server components, which render once per request). */
export function hasPassed(iso: string, now: Date = new Date()): boolean {
  return new Date(iso).getTime() <= now.getTime()
}
