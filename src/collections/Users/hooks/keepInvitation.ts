import { createHash } from 'node:crypto'

import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import type { SiteSetting } from '#src/payload-types.ts'
import { pendingInvitationMail } from '#src/collections/Users/invitationMail.ts'
import { siteOrigin } from '#src/seo/urls.ts'

/**
 * A staff invitation is Payload's password-reset token with a 3-day life (../invite.ts). A
 * forgot-password request for the same address, which anyone can send, would replace it with a new
 * 1-hour token and break the link in the invitation mail. So the account remembers which token is
 * its invitation (a hash in `invitationTokenHash`, set by inviteStaff), and while that token is
 * unused and unexpired, a new reset token is not stored: the invitation stays, and the
 * forgot-password mail carries the invitation's link again instead of a dead one. Once the link is
 * used (Payload expires the token then) or has expired, forgot-password works as usual.
 */
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex')

type AuthFields = {
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
  invitationTokenHash?: string | null
}

/** The account's reset token, when it is its invitation, unused and unexpired. */
function pendingInvitation(doc: AuthFields | undefined, now = Date.now()): string | null {
  const token = doc?.resetPasswordToken
  if (!token || !doc?.invitationTokenHash || hashInvitationToken(token) !== doc.invitationTokenHash) return null
  const expiry = new Date(String(doc.resetPasswordExpiration)).getTime()
  return expiry > now ? token : null
}

/** Requests whose forgot-password mail must carry the invitation's token (set by keepPendingInvitation). */
const keptInvitations = new WeakMap<PayloadRequest, string>()

/** Keeps a pending invitation's token when a forgot-password request would replace it. */
export const keepPendingInvitation: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data.resetPasswordToken) return data
  const invitation = pendingInvitation(originalDoc as AuthFields)
  if (!invitation || data.resetPasswordToken === invitation) return data
  keptInvitations.set(req, invitation)
  return {
    ...data,
    resetPasswordToken: invitation,
    resetPasswordExpiration: (originalDoc as AuthFields).resetPasswordExpiration,
  }
}

/**
 * The forgot-password mail (Payload's auth.forgotPassword.generateEmailHTML/Subject): Payload's own
 * text and link, or, for an account whose invitation is pending, the invitation's link again.
 */
export async function forgotPasswordMailHTML({ req, token }: { req?: PayloadRequest; token?: string } = {}) {
  const invitation = req && keptInvitations.get(req)
  if (req && invitation) return (await pendingMail(req, invitation)).html
  const link = `${siteOrigin()}/admin/reset/${token}`
  // Payload's default mail, word for word (payload/dist/auth/operations/forgotPassword.js).
  return `${req?.t('authentication:youAreReceivingResetPassword')}
    <a href="${link}">${link}</a>
    ${req?.t('authentication:youDidNotRequestPassword')}`
}

export async function forgotPasswordMailSubject({ req }: { req?: PayloadRequest } = {}) {
  const invitation = req && keptInvitations.get(req)
  if (req && invitation) return (await pendingMail(req, invitation)).subject
  return req?.t('authentication:resetYourPassword') ?? ''
}

async function pendingMail(req: PayloadRequest, token: string) {
  const settings = (await req.payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true })) as SiteSetting
  return pendingInvitationMail({ brandName: settings.brandName, token })
}
