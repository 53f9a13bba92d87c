import { accountAction } from '#src/account/server/actions.ts'

/** «Mi cuenta»'s forms (src/account/server/actions.ts): never cached. */
export const dynamic = 'force-dynamic'

export const POST = accountAction
