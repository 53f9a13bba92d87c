import { randomBytes } from 'node:crypto'

import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { hasRole, staffRoles } from '#src/access/roles.ts'
import { inTransaction } from '#src/config/transactions.ts'
import type { SiteSetting, User } from '#src/payload-types.ts'
import { adminText, type AdminTextKey } from '#src/i18n/admin.ts'
import { invitationMail } from '#src/collections/Users/invitationMail.ts'
import { hashInvitationToken } from '#src/collections/Users/hooks/keepInvitation.ts'

/** How long an invitation's link works: staff may open it days later, unlike a password reset (1 h). */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000

const invitationSchema = z.object({
  email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
  name: z._default(z.optional(z.string().check(z.trim(), z.maxLength(120))), ''),
  roles: z.array(z.enum(staffRoles)).check(z.minLength(1), z.maxLength(staffRoles.length)),
})

export type Invitation = z.input<typeof invitationSchema>

/** A refusal the admin shows as it is: status and a message in the admin's language. */
export class InvitationError extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
  }
}

const t = (req: PayloadRequest, key: AdminTextKey) => adminText(req, key)

/**
 * Invites a staff member: the account is created with a random password nobody knows, and a mail
 * (the site's mailer) carries a link to Payload's own set-password page, valid for three days.
 * The account exists only if the mail went out, and the mail goes out only for an account whose
 * COMMIT succeeded (sent before it, a failed COMMIT would leave a link to nothing): a failure to
 * send removes the account again, so the admin can simply try again. Only admins may invite (as
 * only they may create staff).
 */
export async function inviteStaff(req: PayloadRequest, input: unknown): Promise<User> {
  if (!hasRole(req.user as User | null, 'admin')) throw new InvitationError(t(req, 'inviteForbidden'), 403)
  const parsed = invitationSchema.safeParse(input)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    throw new InvitationError(
      t(req, field === 'roles' ? 'inviteInvalidRoles' : field === 'name' ? 'inviteInvalidName' : 'inviteInvalidEmail'),
      400,
    )
  }
  const { email, name, roles } = parsed.data
  const { payload } = req
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, req })
  if (existing.totalDocs > 0) throw new InvitationError(t(req, 'inviteExists'), 409)

  const { user, token } = await inTransaction(req, async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email, name: name || undefined, roles, password: randomBytes(32).toString('base64url') },
      overrideAccess: false,
      req,
    })
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      expiration: INVITATION_LIFETIME_MS,
      req,
    })
    if (!token) throw new Error('no token for the new account')
    // Marks this token as the invitation, which a later forgot-password request must not replace.
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { invitationTokenHash: hashInvitationToken(token) },
      overrideAccess: true,
      req,
    })
    return { user: user as User, token }
  })
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true })) as SiteSetting
    const inviter = (req.user as User).name || (req.user as User).email
    await payload.sendEmail({ to: email, ...invitationMail({ brandName: settings.brandName, inviter, name, token }) })
  } catch (error) {
    payload.logger.error({ err: error, msg: `An invitation could not be sent; the account (id ${user.id}) is removed` })
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true, req }).catch((removal: unknown) =>
      payload.logger.error({
        err: removal,
        msg: `The account ${user.id} stays without an invitation (the database refused its removal): delete it in the admin`,
      }),
    )
    throw new InvitationError(t(req, 'inviteMailFailed'), 503)
  }
  return user
}

/** POST /api/users/invite {email, name?, roles[]}: 201 with the new account's id, or 4xx with a message. */
export const inviteEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req) => {
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = null
    }
    try {
      const user = await inviteStaff(req, body)
      return Response.json({ id: user.id, email: user.email, message: t(req, 'inviteSent') }, { status: 201 })
    } catch (error) {
      if (error instanceof InvitationError)
        return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
      throw error
    }
  },
}
