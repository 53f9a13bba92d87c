import { requestEmailChange } from '#src/account-actions/server/handlers.ts'

/** A change of e-mail, made once the new address is confirmed (src/account-actions/server/handlers.ts). */
export const dynamic = 'force-dynamic'

export const POST = requestEmailChange
