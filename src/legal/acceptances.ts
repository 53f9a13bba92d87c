import 'server-only'

import type { Locale } from '#src/i18n/locales.ts'
import type { Doctor, LegalDocument } from '#src/payload-types.ts'
import { payloadClient } from '#src/data/payload.ts'
import { getCurrentLegalDocument, getLegalVersions } from '#src/legal/data.ts'
import { currentVersion, isWithdrawn } from '#src/legal/effective.ts'
import { type LegalKind, versionId } from '#src/legal/versions.ts'

/**
 * Doctors' acceptance of the legal documents: the versions a registration must accept, the
 * append-only records (collection `legal-acceptances`) and what a doctor still has to accept or
 * be told about. Records always name the versions current at the moment of acceptance.
 */
export const legalKinds: readonly LegalKind[] = ['privacy', 'terms']

/** The version ids (dates) a visitor accepted, one per document, as the register form sends them. */
export type AcceptedVersions = Record<LegalKind, string>

/** The current version of each document in a language (null where none is published). */
export async function currentVersions(locale: Locale): Promise<Record<LegalKind, LegalDocument | null>> {
  const [privacy, terms] = await Promise.all(legalKinds.map((kind) => getCurrentLegalDocument(locale, kind)))
  return { privacy, terms }
}

/**
 * The current versions, if they are exactly the ones the visitor accepted; null when a newer
 * version was published while the form was open (the visitor must see it first).
 */
export async function acceptedCurrentVersions(
  locale: Locale,
  accepted: AcceptedVersions,
): Promise<LegalDocument[] | null> {
  const current = await currentVersions(locale)
  const documents: LegalDocument[] = []
  for (const kind of legalKinds) {
    const document = current[kind]
    if (!document) continue // nothing published to accept
    if (versionId(document.lastUpdated) !== accepted[kind]) return null
    documents.push(document)
  }
  return documents
}

/** Appends one record per version accepted. Written with access off: only the server, after verifying the doctor, records. */
export async function recordAcceptances(
  doctor: Pick<Doctor, 'id' | 'email' | 'firebaseUid'>,
  documents: LegalDocument[],
  locale: Locale,
  method: 'registration' | 'reacceptance',
): Promise<void> {
  const payload = await payloadClient()
  const acceptedAt = new Date().toISOString()
  for (const document of documents) {
    await payload.create({
      collection: 'legal-acceptances',
      data: {
        doctor: doctor.id,
        doctorEmail: doctor.email,
        firebaseUid: doctor.firebaseUid,
        kind: document.kind,
        version: document.id,
        versionDate: versionId(document.lastUpdated),
        acceptedAt,
        language: locale,
        method,
      },
      overrideAccess: true,
    })
  }
}

/** A document whose current version is newer than the one the doctor accepted (null: never accepted). */
export type LegalChange = {
  kind: LegalKind
  current: LegalDocument
  accepted: LegalDocument | null
  acceptedId: string | null
}

/**
 * What a doctor has to do about the legal documents: `required`, documents with a version marked
 * "requires new acceptance" published after the one they accepted (they accept before the
 * dashboard, or sign out); `notices`, documents that only changed in unmarked versions (a
 * dismissible notice with the summary). Never cached: read per request for the signed-in doctor.
 */
export async function legalStatus(doctor: Pick<Doctor, 'id'>, locale: Locale) {
  const payload = await payloadClient()
  const required: LegalChange[] = []
  const notices: LegalChange[] = []
  for (const kind of legalKinds) {
    const versions = await getLegalVersions(locale, kind)
    const current = currentVersion(versions)
    if (!current) continue
    const { docs } = await payload.find({
      collection: 'legal-acceptances',
      where: { and: [{ doctor: { equals: doctor.id } }, { kind: { equals: kind } }] },
      sort: '-versionDate',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const acceptedId = docs[0]?.versionDate ?? null
    const currentId = versionId(current.lastUpdated)
    if (acceptedId && acceptedId >= currentId) continue
    // Versions in force since the accepted one, up to the current one (not those dated ahead, nor withdrawn ones).
    const newer = versions.filter((version) => {
      const id = versionId(version.lastUpdated)
      return (!acceptedId || id > acceptedId) && id <= currentId && !isWithdrawn(version)
    })
    const accepted = acceptedId
      ? (versions.find((version) => versionId(version.lastUpdated) === acceptedId) ?? null)
      : null
    const change = { kind, current, accepted, acceptedId }
    if (newer.some((version) => version.requiresAcceptance)) required.push(change)
    else notices.push(change)
  }
  return { required, notices }
}
