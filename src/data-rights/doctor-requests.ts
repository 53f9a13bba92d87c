import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { AnswerChannel, Right } from '#src/account/limits.ts'
import { type Day, mexicoCityDay } from '#src/data-rights/business-days.ts'
import { adminText } from '#src/i18n/admin.ts'
import type { DataRightsRequest, Doctor } from '#src/payload-types.ts'

export type DoctorRequestInput = {
  right: Right
  summary: string
  request: string
  answerBy: AnswerChannel
  postalAddress: string | null
}

/** States in which a request still waits for the answer or its execution. */
export const openStates = ['received', 'identityVerified', 'answered'] as const

/**
 * A doctor's own request from «Mi cuenta»: recorded at once in legal staff's list (channel «the
 * form»), received today in Mexico City, the identity proven by the signed-in session (the law
 * accepts it, so no document is asked for). The deadlines are worked out by the collection's hook.
 */
export async function createDoctorRequest(
  req: PayloadRequest,
  doctor: Pick<Doctor, 'id' | 'email' | 'firebaseUid'>,
  input: DoctorRequestInput,
): Promise<DataRightsRequest> {
  const today: Day = mexicoCityDay(new Date())
  return req.payload.create({
    collection: 'data-rights-requests',
    data: {
      summary: input.summary,
      right: input.right,
      channel: 'form',
      state: 'received',
      requesterKind: 'doctor',
      doctor: doctor.id,
      // Noon UTC of the day, as the admin's day picker stores it (business-days.ts, dayOfField).
      receivedOn: `${today}T12:00:00.000Z`,
      request: input.request,
      answerBy: input.answerBy,
      postalAddress: input.answerBy === 'post' ? input.postalAddress : null,
      identityProof: adminText(req, 'rightsIdentityBySession', { email: doctor.email, uid: doctor.firebaseUid }),
    },
    overrideAccess: true,
    req,
  })
}

/** A doctor's requests, newest first (a doctor may have at most MAX_OPEN_REQUESTS open; closed ones stay few). */
export async function doctorRequests(payload: Payload, doctorId: number): Promise<DataRightsRequest[]> {
  const { docs } = await payload.find({
    collection: 'data-rights-requests',
    where: { doctor: { equals: doctorId } },
    sort: '-createdAt',
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  return docs
}

export async function openRequestCount(payload: Payload, doctorId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'data-rights-requests',
    where: { and: [{ doctor: { equals: doctorId } }, { state: { in: [...openStates] } }] },
    overrideAccess: true,
  })
  return totalDocs
}
