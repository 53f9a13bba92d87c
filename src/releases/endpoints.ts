import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, staffRoles } from '#src/access/roles.ts'
import type { Release, User } from '#src/payload-types.ts'
import { releaseText } from '#src/releases/messages.ts'
import { releasePreviewEndpoints } from '#src/releases/preview.ts'
import { type ConflictChoice, type PublishOutcome, publishRelease, revertRelease } from '#src/releases/publish.ts'

const noStore = { 'cache-control': 'no-store' }

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    return ((await req.json?.()) as Record<string, unknown>) ?? {}
  } catch {
    return {}
  }
}

function answer(req: PayloadRequest, outcome: PublishOutcome, okMessage: string): Response {
  if (outcome.status === 'refused')
    return Response.json({ errors: [{ message: outcome.reason }] }, { status: outcome.httpStatus, headers: noStore })
  if (outcome.status === 'failed')
    // The release is saved as failed with its reason: an answer, not a server error.
    return Response.json({ errors: [{ message: outcome.reason }], id: outcome.id }, { status: 422, headers: noStore })
  return Response.json({ message: okMessage, id: outcome.id }, { headers: noStore })
}

/** A refusal in the staff member's language: Payload's own words for 403 and 404. */
function refuse(req: PayloadRequest, status: 400 | 403 | 404): Response {
  const message =
    status === 403
      ? req.t('error:notAllowedToPerformAction')
      : status === 404
        ? req.t('error:notFound')
        : releaseText(req, 'badItem')
  return Response.json({ errors: [{ message }] }, { status, headers: noStore })
}

function staffOrNull(req: PayloadRequest): User | null {
  return hasRole(req.user as never, ...staffRoles) ? (req.user as User) : null
}

const releaseId = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** POST /api/releases/:id/publish {onConflict?}: publish now (roles and conflicts as in src/releases/publish.ts). */
const publishNow: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    const user = staffOrNull(req)
    if (!user) return refuse(req, 403)
    const id = releaseId(req)
    if (!id) return refuse(req, 404)
    const { onConflict } = await body(req)
    const choice = onConflict === 'captured' || onConflict === 'latest' ? (onConflict as ConflictChoice) : null
    const outcome = await publishRelease(req.payload, id, { user, onConflict: choice, i18n: req })
    return answer(req, outcome, releaseText(req, 'published'))
  },
}

/** POST /api/releases/:id/revert: publishes the previous versions as a new release. */
const revert: Endpoint = {
  path: '/:id/revert',
  method: 'post',
  handler: async (req) => {
    const user = staffOrNull(req)
    if (!user) return refuse(req, 403)
    const id = releaseId(req)
    if (!id) return refuse(req, 404)
    const original = await req.payload.findByID({ collection: 'releases', id, depth: 0, disableErrors: true })
    if (!original) return refuse(req, 404)
    const outcome = await revertRelease(req.payload, id, { user, i18n: req })
    return answer(req, outcome, releaseText(req, 'reverted', { name: original.name }))
  },
}

/** Payload's update as the signed-in user: the collection's hooks check the roles and capture the version. */
async function changeItems(
  req: PayloadRequest,
  id: number,
  change: (items: NonNullable<Release['items']>) => NonNullable<Release['items']>,
): Promise<Response> {
  const release = await req.payload.findByID({ collection: 'releases', id, depth: 0, disableErrors: true, req })
  if (!release) return refuse(req, 404)
  try {
    const updated = await req.payload.update({
      collection: 'releases',
      id,
      data: { items: change(release.items ?? []) },
      user: req.user,
      overrideAccess: false,
      depth: 0,
    })
    return Response.json({ id: updated.id, items: updated.items }, { headers: noStore })
  } catch (error) {
    const status = (error as { status?: number }).status ?? 400
    // A field's refusal (src/releases/collection/items.ts) says why; Payload's own message only names the field.
    const fieldMessage = (error as { data?: { errors?: Array<{ message?: string }> } }).data?.errors?.[0]?.message
    return Response.json(
      { errors: [{ message: fieldMessage || (error as Error).message }] },
      { status: status >= 500 ? 400 : status, headers: noStore },
    )
  }
}

const targetOf = (input: Record<string, unknown>) => {
  const targetType = input.targetType === 'global' ? 'global' : input.targetType === 'collection' ? 'collection' : null
  const target = typeof input.target === 'string' && /^[a-z0-9-]+$/.test(input.target) ? input.target : null
  const docId = input.docId === undefined || input.docId === null ? null : String(input.docId)
  if (!targetType || !target || (targetType === 'collection' && !docId)) return null
  return { targetType, target, docId: targetType === 'global' ? null : docId } as const
}

type Items = NonNullable<Release['items']>
type Target = NonNullable<ReturnType<typeof targetOf>>
const isTarget = (item: Items[number], target: Target) =>
  item.target === target.target && (item.docId ?? null) === target.docId

/** An endpoint that changes a release's items for one document {targetType, target, docId}. */
const itemsEndpoint = (path: string, change: (items: Items, target: Target) => Items): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    if (!staffOrNull(req)) return refuse(req, 403)
    const id = releaseId(req)
    if (!id) return refuse(req, 404)
    const target = targetOf(await body(req))
    if (!target) return refuse(req, 400)
    return changeItems(req, id, (items) => change(items, target))
  },
})

/**
 * POST /api/releases/:id/items: adds the document's current draft (the collection's hook
 * captures its latest version); a document already in the release is captured again.
 */
const addItem = itemsEndpoint('/:id/items', (items, target) => [
  ...items.filter((item) => !isTarget(item, target)),
  { ...target, action: 'publish' },
])

/** POST /api/releases/:id/items/remove: takes the document out again. */
const removeItem = itemsEndpoint('/:id/items/remove', (items, target) =>
  items.filter((item) => !isTarget(item, target)),
)

export const releaseEndpoints: Endpoint[] = [publishNow, revert, addItem, removeItem, ...releasePreviewEndpoints]
