import type { Locale } from '#src/i18n/locales.ts'

/** The two legal documents and the public path of each (the page of its current version). */
export type LegalKind = 'privacy' | 'terms'

export const legalPaths = { privacy: '/privacy', terms: '/terms-of-service' } as const satisfies Record<
  LegalKind,
  string
>

/**
 * A version's stable identifier in URLs: its last-updated calendar date (UTC), e.g. 2025-08-20.
 * Publishing checks that no other published version of the same document has that date.
 */
export function versionId(lastUpdated: string | null | undefined): string {
  const date = new Date(lastUpdated ?? Number.NaN)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10)
}

export function isVersionId(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T12:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** Noon UTC of the given date's UTC day, so the calendar date reads the same in every time zone. */
export function calendarNoon(value: string | Date): string {
  const date = new Date(value)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12)).toISOString()
}

/** Site paths of a version: its page, its PDF; and the document's history page. */
export const versionPath = (kind: LegalKind, id: string) => `${legalPaths[kind]}/${id}`
export const versionPdfPath = (kind: LegalKind, id: string) => `${legalPaths[kind]}/${id}/pdf`
export const historyPath = (kind: LegalKind) => `${legalPaths[kind]}/history` as const

/** "Acme Salud" → "acme-salud": lowercase ASCII letters, digits and hyphens. */
export function fileSlug(value: string): string {
  return (
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'document'
  )
}

/** The PDF's file name: brand, kind, version date and language, e.g. citaya-privacy-2025-08-20-es.pdf. */
export function pdfFileName(brand: string, kind: LegalKind, id: string, locale: Locale): string {
  return `${fileSlug(brand)}-${kind}-${id}-${locale}.pdf`
}
