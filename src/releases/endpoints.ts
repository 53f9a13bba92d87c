import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, staffRoles } from '#src/access/roles.ts'
import type { Release, User } from '#src/payload-types.ts'
import { releaseText } from '#src/releases/messages.ts'
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
    if (!user) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403, headers: noStore })
    const id = releaseId(req)
    if (!id) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: noStore })
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
    if (!user) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403, headers: noStore })
    const id = releaseId(req)
    if (!id) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: noStore })
    const original = await req.payload.findByID({ collection: 'releases', id, depth: 0, disableErrors: true })
    if (!original) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: noStore })
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
  if (!release) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: noStore })
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
    return Response.json(
      { errors: [{ message: (error as Error).message }] },
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

/**
 * POST /api/releases/:id/items {targetType, target, docId}: adds the document's current draft
 * (the collection's hook captures its latest version); a document already in the release is
 * captured again.
 */
const addItem: Endpoint = {
  path: '/:id/items',
  method: 'post',
  handler: async (req) => {
    if (!staffOrNull(req))
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403, headers: noStore })
    const id = releaseId(req)
    const target = targetOf(await body(req))
    if (!id || !target)
      return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400, headers: noStore })
    return changeItems(req, id, (items) => [
      ...items.filter((item) => !(item.target === target.target && (item.docId ?? null) === target.docId)),
      { ...target, action: 'publish' },
    ])
  },
}

/** POST /api/releases/:id/items/remove {targetType, target, docId}: takes the document out again. */
const removeItem: Endpoint = {
  path: '/:id/items/remove',
  method: 'post',
  handler: async (req) => {
    if (!staffOrNull(req))
      return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403, headers: noStore })
    const id = releaseId(req)
    const target = targetOf(await body(req))
    if (!id || !target)
      return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400, headers: noStore })
    return changeItems(req, id, (items) =>
      items.filter((item) => !(item.target === target.target && (item.docId ?? null) === target.docId)),
    )
  },
}

export const releaseEndpoints: Endpoint[] = [publishNow, revert, addItem, removeItem]
