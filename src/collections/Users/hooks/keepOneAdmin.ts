import { APIError } from 'payload'
import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { adminText } from '#src/i18n/admin.ts'

async function refuseIfLastAdmin(req: PayloadRequest, id: number | string): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { contains: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) {
    throw new APIError(adminText(req, 'lastAdmin'), 400, undefined, true)
  }
}

/** Taking the admin role away from the last admin is refused. */
export const keepAdminRole: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data.roles) return data
  const wasAdmin = (originalDoc?.roles as string[] | undefined)?.includes('admin')
  if (wasAdmin && !(data.roles as string[]).includes('admin')) await refuseIfLastAdmin(req, originalDoc.id)
  return data
}

/** Deleting the last admin is refused. */
export const keepAdminAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, req, depth: 0 })
  if (doc.roles?.includes('admin')) await refuseIfLastAdmin(req, id)
}
