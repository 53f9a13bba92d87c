import 'server-only'

import { createLocalReq } from 'payload'

import { accountClosedMail } from '#src/account/mail.ts'
import { adminAuth } from '#src/auth/server/firebase-admin.ts'
import { inTransaction } from '#src/config/transactions.ts'
import { headerText } from '#src/contact/escape.ts'
import { payloadClient } from '#src/data/payload.ts'
import type { Doctor, SiteSetting } from '#src/payload-types.ts'

/**
 * Closes a doctor's account, once the caller has checked the password again. What goes and what
 * stays (the page says the same to the doctor, `myAccount.close`):
 * - deleted: the Firebase account (no sign-in any more; every session cookie is refused, since
 *   verifying one looks the account up) and the doctor's record (name, e-mail, language, trial);
 * - kept: the legal acceptance records, with the e-mail and Firebase UID they always carried but no
 *   link to the deleted record (they never held the name): the evidence of consent; and the
 *   doctor's data-rights requests, turned into requests of "another person" with the name and
 *   e-mail, the evidence they were answered.
 *
 * Order, so that a failure at any step leaves a consistent state: everything in the database is
 * done in one transaction, and the Firebase account is deleted last inside it, before the COMMIT.
 * A database step that fails rolls back before Firebase is touched (nothing changed, the doctor
 * may try again); a Firebase deletion that fails rolls the database back too (the account is
 * whole). Only a COMMIT failing after the deletion would leave the record without its account:
 * that record can no longer be signed in to (the UID is gone; registering again makes a new
 * UID and a new record), holds nothing the closing would not have kept, and the doctor is told
 * the closing failed and can write to support. The confirmation e-mail is sent after the COMMIT:
 * a mail that fails is logged, the account is closed either way.
 */
export async function closeAccount(doctor: Doctor): Promise<void> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const { docs: requests } = await payload.find({
      collection: 'data-rights-requests',
      where: { doctor: { equals: doctor.id } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const request of requests) {
      await payload.update({
        collection: 'data-rights-requests',
        id: request.id,
        data: {
          requesterKind: 'other',
          doctor: null,
          requesterName: doctor.name || doctor.email,
          requesterEmail: doctor.email,
        },
        overrideAccess: true,
        req,
      })
    }
    // A bulk update reports a record it could not change instead of throwing: any such stops the closing.
    const unlinked = await payload.update({
      collection: 'legal-acceptances',
      where: { doctor: { equals: doctor.id } },
      data: { doctor: null },
      overrideAccess: true,
      req,
    })
    if (unlinked.errors.length) throw new Error(`Unlinking the legal acceptances failed: ${unlinked.errors[0].message}`)
    await payload.delete({ collection: 'doctors', id: doctor.id, overrideAccess: true, req })
    await adminAuth().deleteUser(doctor.firebaseUid)
  })
  try {
    const settings = (await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
    })) as SiteSetting
    await payload.sendEmail({
      to: doctor.email,
      from: `"${headerText(settings.brandName).replace(/"/g, '')}" <${payload.email.defaultFromAddress}>`,
      replyTo: settings.supportEmail,
      ...accountClosedMail({
        locale: doctor.language,
        brand: settings.brandName,
        name: doctor.name || doctor.email,
        closedAt: new Date().toISOString(),
      }),
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `The confirmation of closing doctor ${doctor.id}'s account could not be sent`,
    })
  }
}
