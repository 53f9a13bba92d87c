import type { FieldHook } from 'payload'

import { hasRole } from '#src/access/roles.ts'

/**
 * The "Acceptances recorded" count on a legal version: how many acceptance records name it. Only
 * computed for legal staff and admins (the public reads never pay for it nor see it).
 */
export const acceptanceCount: FieldHook = async ({ data, originalDoc, req }) => {
  const id = (data as { id?: number } | undefined)?.id ?? (originalDoc as { id?: number } | undefined)?.id
  if (!id || !hasRole(req.user as never, 'admin', 'legal')) return undefined
  const { totalDocs } = await req.payload.count({
    collection: 'legal-acceptances',
    where: { version: { equals: id } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}
