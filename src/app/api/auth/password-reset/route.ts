import { requestPasswordReset } from '#src/account-actions/server/handlers.ts'

/** «¿Olvidaste tu contraseña?» (src/account-actions/server/handlers.ts): never cached. */
export const dynamic = 'force-dynamic'

export const POST = requestPasswordReset
