import { resendVerification } from '#src/account-actions/server/handlers.ts'

/** «Reenviar»: the confirmation mail again (src/account-actions/server/handlers.ts). */
export const dynamic = 'force-dynamic'

export const POST = resendVerification
