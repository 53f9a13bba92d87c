import { downloadAccountData } from '#src/account/server/download.ts'

/** The signed-in doctor's data as a JSON file (src/account/server/download.ts): never cached. */
export const dynamic = 'force-dynamic'

export const GET = downloadAccountData
