import { accountAction } from '#src/account-actions/server/handlers.ts'

/** The site's action page's codes: reset, confirmation, change of address (src/account-actions/server/handlers.ts). */
export const dynamic = 'force-dynamic'

export const POST = accountAction
