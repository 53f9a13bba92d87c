import type { Endpoint } from 'payload'

import { adminText } from '#src/i18n/admin.ts'

/**
 * POST /api/translation-status/:id/reviewed — «Marcar revisado»: the staff member says the
 * translation still fits. Only someone who can read the record (src/translations/collection.ts)
 * may resolve it; nothing else of it can be changed from outside.
 */
export const markReviewedEndpoint: Endpoint = {
  path: '/:id/reviewed',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const notFound = () =>
      Response.json({ errors: [{ message: adminText(req, 'translationNotFound') }] }, { status: 404 })
    if (!req.user)
      return Response.json({ errors: [{ message: adminText(req, 'translationForbidden') }] }, { status: 403 })
    if (!Number.isInteger(id) || id <= 0) return notFound()
    const { docs } = await req.payload.find({
      collection: 'translation-status',
      where: { id: { equals: id } },
      overrideAccess: false,
      user: req.user,
      depth: 0,
      limit: 1,
      req,
    })
    if (!docs[0]) return notFound()
    if (!docs[0].resolved)
      await req.payload.update({
        collection: 'translation-status',
        id,
        data: { resolved: true, resolution: 'reviewed', resolvedAt: new Date().toISOString(), resolvedBy: req.user.id },
        overrideAccess: true,
        depth: 0,
        req,
      })
    return Response.json({ ok: true })
  },
}
