import type { CollectionAfterChangeHook } from 'payload'

import { requestAnsweredMail } from '#src/account/mail.ts'
import type { DataRightsRequest, Doctor, SiteSetting } from '#src/payload-types.ts'
import { headerText } from '#src/contact/escape.ts'

const told = ['answered', 'carriedOut', 'refused'] as const
type Told = (typeof told)[number]

/**
 * When staff answer, carry out or refuse a doctor's request (the state changes to one of those),
 * the doctor gets an e-mail in their language with the answer or the reason, and sees the state in
 * «Mi cuenta». Requests from other people are answered by staff through the channel they came by.
 * A mail that cannot be sent is logged, not thrown: the answer is recorded either way (the law's
 * deadline is met by answering), and the doctor still sees it in «Mi cuenta».
 */
export const tellDoctor: CollectionAfterChangeHook<DataRightsRequest> = async ({ doc, previousDoc, req }) => {
  const state = doc.state as Told
  if (!told.includes(state) || previousDoc?.state === state) return doc
  if (doc.requesterKind !== 'doctor' || !doc.doctor) return doc
  const { payload } = req
  try {
    const doctor =
      typeof doc.doctor === 'object'
        ? (doc.doctor as Doctor)
        : await payload.findByID({ collection: 'doctors', id: doc.doctor, depth: 0, overrideAccess: true, req })
    const settings = (await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      req,
    })) as SiteSetting
    const details = [state === 'refused' ? doc.refusalReason : null, doc.answer].filter(Boolean).join('\n\n')
    await payload.sendEmail({
      to: doctor.email,
      from: `"${headerText(settings.brandName).replace(/"/g, '')}" <${payload.email.defaultFromAddress}>`,
      replyTo: settings.supportEmail,
      ...requestAnsweredMail({
        locale: doctor.language,
        name: doctor.name || doctor.email,
        summary: doc.summary,
        right: doc.right,
        state,
        details,
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Telling the doctor about data-rights request ${doc.id} failed` })
  }
  return doc
}
