import 'server-only'

import { cachedRead } from '#src/data/cached.ts'
import { findPublished } from '#src/data/collections.ts'
import { staffUser } from '#src/data/preview.ts'
import { type Locale, defaultLocale, locales } from '#src/i18n/locales.ts'
import { currentVersion, isWithdrawn } from '#src/legal/effective.ts'
import { type LegalKind, versionId } from '#src/legal/versions.ts'

/**
 * The legal documents' reads, through the data layer's cache (tagged per locale, expired by the
 * revalidation helper when a version is published): the pages, the PDFs, the sitemap and the
 * not-found lookup all go through these.
 */

/**
 * Published versions of the legal documents in effect, newest first, withdrawn ones included (the
 * history shows them). A version dated ahead is left out by the collection's read access until its
 * moment, when a job expires this cache (src/legal/takes-effect.ts).
 */
export const getLegalDocuments = cachedRead({ collection: 'legal-documents' }, 'legal-documents', (locale, preview) =>
  findPublished('legal-documents', locale, { sort: '-lastUpdated', depth: 0 }, preview),
)

/** The public versions of one legal document, newest first. */
export async function getLegalVersions(locale: Locale, kind: LegalKind) {
  return (await getLegalDocuments(locale)).filter((document) => document.kind === kind)
}

/** The current version of a legal document (src/legal/effective.ts decides which). */
export async function getCurrentLegalDocument(locale: Locale, kind: LegalKind) {
  return currentVersion(await getLegalVersions(locale, kind))
}

/**
 * One public version by its date (see src/legal/versions.ts), with the version that replaced it
 * (the next newer one not withdrawn; for a withdrawn version, the current one; null for the
 * current one) and the current one.
 */
export async function getLegalVersion(locale: Locale, kind: LegalKind, id: string) {
  const versions = await getLegalVersions(locale, kind)
  const index = versions.findIndex((document) => versionId(document.lastUpdated) === id)
  if (index < 0) return null
  const document = versions[index]
  const current = currentVersion(versions)
  const newer = versions.slice(0, index).filter((version) => !isWithdrawn(version))
  const supersededBy = document === current ? null : isWithdrawn(document) ? current : (newer.at(-1) ?? current)
  // The version it replaced: the next older one not withdrawn (its page compares against it).
  const previous = versions.slice(index + 1).find((version) => !isWithdrawn(version)) ?? null
  return { document, supersededBy: supersededBy === document ? null : supersededBy, previous, current }
}

/** Every published version's address of a document in both languages: the static params of its page and its PDF. */
export async function legalVersionParams(kind: LegalKind): Promise<{ locale: Locale; version: string }[]> {
  const params: { locale: Locale; version: string }[] = []
  for (const locale of locales) {
    for (const document of await getLegalVersions(locale, kind))
      params.push({ locale, version: versionId(document.lastUpdated) })
  }
  return params
}

/**
 * The latest saved state (draft included) of a legal document, for the staff member whose admin
 * session comes with the request; null for anyone else or an unknown id. Never cached: a preview
 * shows what was saved a moment ago, and only to staff.
 */
export async function getLegalDocumentPreview(locale: Locale, id: string, headers: Headers) {
  if (!/^\d+$/.test(id)) return null
  const staff = await staffUser(headers)
  if (!staff) return null
  const { payload, user } = staff
  try {
    return await payload.findByID({
      collection: 'legal-documents',
      id: Number(id),
      draft: true,
      locale,
      fallbackLocale: defaultLocale,
      depth: 0,
      user,
      overrideAccess: false,
    })
  } catch {
    return null
  }
}
