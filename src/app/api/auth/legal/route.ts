import { legalDecision } from '#src/legal/server/decision.ts'

/** A doctor's answer to changed legal documents (src/legal/server/decision.ts): never cached. */
export const dynamic = 'force-dynamic'

export const POST = legalDecision
