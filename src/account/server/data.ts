import 'server-only'

import type { Payload } from 'payload'

import { MAX_EXPORTED_MESSAGES } from '#src/account/limits.ts'
import { hasPassed } from '#src/auth/trial.ts'
import { doctorRequests } from '#src/data-rights/doctor-requests.ts'
import type { Doctor } from '#src/payload-types.ts'

/**
 * Everything CitaYa keeps about one doctor, as the right of access asks: the profile, the trial,
 * every legal acceptance (version and date), every contact message sent from the account's e-mail
 * (with the replies it received) and the data-rights requests with their state. Built only for
 * the signed-in doctor's own record (the caller passes the record the session names); the same
 * object is the JSON download and the readable page.
 */
export type AccountData = {
  exportedAt: string
  profile: {
    name: string | null
    email: string
    language: string
    registeredAt: string
    accountId: string
  }
  trial: { endsAt: string; ended: boolean }
  legalAcceptances: Array<{
    document: 'privacy' | 'terms'
    versionDate: string
    acceptedAt: string
    language: string
    method: 'registration' | 'reacceptance'
  }>
  contactMessages: Array<{
    sentAt: string
    name: string
    email: string
    subject: string
    message: string
    language: string
    page: string | null
    replies: Array<{ sentAt: string; text: string }>
  }>
  dataRightsRequests: Array<{
    receivedOn: string
    right: string
    summary: string
    request: string
    answerBy: string | null
    postalAddress: string | null
    state: string
    answerDue: string | null
    answer: string | null
    answeredOn: string | null
    refusalReason: string | null
    executionDue: string | null
    carriedOutOn: string | null
  }>
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

export async function accountData(payload: Payload, doctor: Doctor, now = new Date()): Promise<AccountData> {
  const [acceptances, messages, requests] = await Promise.all([
    payload.find({
      collection: 'legal-acceptances',
      where: { firebaseUid: { equals: doctor.firebaseUid } },
      sort: 'acceptedAt',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    }),
    // Addresses are compared without regard to case, as mail servers do (Ana@… and ana@… are one sender).
    payload.find({
      collection: 'contact-messages',
      where: { email: { like: doctor.email } },
      sort: '-createdAt',
      depth: 0,
      limit: MAX_EXPORTED_MESSAGES,
      overrideAccess: true,
    }),
    doctorRequests(payload, doctor.id),
  ])
  const sameAddress = (email: string) => email.trim().toLowerCase() === doctor.email.trim().toLowerCase()
  return {
    exportedAt: now.toISOString(),
    profile: {
      name: doctor.name ?? null,
      email: doctor.email,
      language: doctor.language,
      registeredAt: doctor.registeredAt,
      accountId: doctor.firebaseUid,
    },
    trial: { endsAt: doctor.trialEndsAt, ended: hasPassed(doctor.trialEndsAt) },
    legalAcceptances: acceptances.docs.map((record) => ({
      document: record.kind,
      versionDate: record.versionDate,
      acceptedAt: record.acceptedAt,
      language: record.language,
      method: record.method,
    })),
    contactMessages: messages.docs
      .filter((message) => sameAddress(message.email))
      .map((message) => ({
        sentAt: message.createdAt,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        language: message.language,
        page: message.page ?? null,
        replies: (message.replies ?? []).map((reply) => ({ sentAt: reply.sentAt, text: reply.body })),
      })),
    dataRightsRequests: requests.map((request) => ({
      receivedOn: day(request.receivedOn)!,
      right: request.right,
      summary: request.summary,
      request: request.request,
      answerBy: request.answerBy ?? null,
      postalAddress: request.postalAddress ?? null,
      state: request.state,
      answerDue: day(request.answerDue),
      answer: request.answer ?? null,
      answeredOn: day(request.answeredOn),
      refusalReason: request.refusalReason ?? null,
      executionDue: day(request.executionDue),
      carriedOutOn: day(request.carriedOutOn),
    })),
  }
}
