import type { Endpoint } from 'payload'

import { hasRole, staffRoles } from '#src/access/roles.ts'
import { type Linkable, linkableCollections, linkingDocuments } from '#src/content-health/linking.ts'
import { adminText } from '#src/i18n/admin.ts'

/**
 * GET /api/content-health/linking?collection=posts&id=12 — the published documents that link to
 * post 12 (or a legal version, or a page: src/content-health/linking.ts), which the editor lists
 * before unpublishing, scheduling the unpublication of, or deleting it. Staff only: it names documents and fields.
 */
export const linkingEndpoint: Endpoint = {
  path: '/linking',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user as never, ...staffRoles))
      return Response.json({ errors: [{ message: adminText(req, 'healthForbidden') }] }, { status: 403 })
    const collection = req.searchParams.get('collection') ?? ''
    const id = req.searchParams.get('id') ?? ''
    if (!(linkableCollections as readonly string[]).includes(collection) || !/^[0-9]{1,12}$/.test(id))
      return Response.json({ errors: [{ message: adminText(req, 'healthBadTarget') }] }, { status: 400 })
    const docs = await linkingDocuments(req.payload, collection as Linkable, id)
    return Response.json({ docs })
  },
}
