import type { CollectionBeforeValidateHook } from 'payload'

/** Gives a new post the next free number, which is its URL: /blog/{number}. */
export const assignArticleNumber: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || data.articleNumber) return data
  const { docs } = await req.payload.find({
    collection: 'posts',
    sort: '-articleNumber',
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { articleNumber: true },
    req,
  })
  return { ...data, articleNumber: (docs[0]?.articleNumber ?? 0) + 1 }
}
