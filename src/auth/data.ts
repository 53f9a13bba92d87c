import 'server-only'

import { MAX_NAME_LENGTH, truncateCharacters } from '#src/auth/registration.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { Doctor } from '#src/payload-types.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import { payloadClient } from '#src/data/payload.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A doctor's own record. Never cached: it is personal data, read per request by the dashboard
 * after the session has been verified.
 */
export async function getDoctor(uid: string): Promise<Doctor | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'doctors',
    where: { firebaseUid: { equals: uid } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

type VerifiedAccount = {
  uid: string
  email: string
  name: string | null
  createdAt: Date
  locale: Locale
  /** Firebase's emailVerified: the doctor opened the confirmation link (src/account-actions). */
  emailVerified?: boolean
}

/**
 * Records a doctor whose Firebase ID token the caller has just verified: created on the first
 * session (registered at the account's creation time, trial ending after the CMS's trial days),
 * name and e-mail kept up to date afterwards. Safe to call twice at once.
 */
export async function recordDoctor(verified: VerifiedAccount): Promise<Doctor> {
  // Whatever Firebase accepted opens a session: a name longer than the collection keeps is cut
  // (as Payload counts, never half a surrogate pair); the e-mail is stored as Firebase has it.
  const account = {
    ...verified,
    name: verified.name ? truncateCharacters(verified.name, MAX_NAME_LENGTH).trim() || null : null,
  }
  const payload = await payloadClient()
  const existing = await getDoctor(account.uid)
  if (existing) {
    const verified = account.emailVerified ?? existing.emailVerified ?? false
    const changed =
      existing.email !== account.email ||
      (account.name && existing.name !== account.name) ||
      Boolean(existing.emailVerified) !== verified
    if (!changed) return existing
    return payload.update({
      collection: 'doctors',
      id: existing.id,
      data: { email: account.email, emailVerified: verified, ...(account.name ? { name: account.name } : {}) },
      overrideAccess: true,
    })
  }
  const { trialDays } = await getSiteSettings(account.locale)
  const registeredAt = account.createdAt
  try {
    return await payload.create({
      collection: 'doctors',
      data: {
        firebaseUid: account.uid,
        name: account.name,
        email: account.email,
        emailVerified: account.emailVerified ?? false,
        language: account.locale,
        registeredAt: registeredAt.toISOString(),
        trialEndsAt: new Date(registeredAt.getTime() + trialDays * DAY_MS).toISOString(),
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Two sessions opened at once for a new account: the other request created the record.
    const created = await getDoctor(account.uid)
    if (created) return created
    throw error
  }
}

/**
 * Copies what Firebase now says about an account onto the doctor's record, after a link from a
 * mail changed it (src/account-actions): the confirmed state and, after a change of address, the
 * new e-mail. No record (an account that never opened a session): nothing to do.
 */
export async function updateDoctorEmail(
  uid: string,
  data: { email?: string; emailVerified: boolean },
): Promise<Doctor | null> {
  const existing = await getDoctor(uid)
  if (!existing) return null
  const payload = await payloadClient()
  return payload.update({ collection: 'doctors', id: existing.id, data, overrideAccess: true })
}
