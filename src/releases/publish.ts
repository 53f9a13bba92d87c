import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { APIError, createLocalReq, type Payload, type PayloadRequest, ValidationError } from 'payload'

import { hasRole } from '#src/access/roles.ts'
import { waitUntil } from '#src/config/clock.ts'
import { CommitFailedError, inTransaction } from '#src/config/transactions.ts'
import { RELEASE_UNPUBLISH } from '#src/legal/collection/hooks/keepPublished.ts'
import { RELEASE_WITHDRAW } from '#src/legal/collection/hooks/withdrawal.ts'
import { revalidateContent } from '#src/data/revalidate.ts'
import { type Locale, isLocale, locales as allLocales } from '#src/i18n/locales.ts'
import type { Release, User } from '#src/payload-types.ts'
import { releaseText, releaseTranslations } from '#src/releases/messages.ts'
import {
  type ReleaseTarget,
  isLegalTarget,
  latestPublishedVersion,
  latestVersion,
  versionOf,
} from '#src/releases/targets.ts'

/**
 * How long before its moment a scheduled release starts publishing: its job is due that much
 * earlier, writes every item inside its transaction, then holds the commit until the moment. The
 * work (hooks, validation, a version per item and language: seconds for a price release on a busy
 * server) is then done when the moment comes, and visitors see the release within the 2 s the
 * issue asks for instead of that much later. Visitors read committed data only, so nothing shows
 * early; staff saving one of those documents meanwhile wait for the commit (row locks).
 */
export const PREPARE_MS = 10_000

export type ReleaseItem = NonNullable<Release['items']>[number]
export type ConflictChoice = 'captured' | 'latest'

export type PublishOptions = {
  /** Who publishes now; a scheduled run publishes as whoever scheduled it. */
  user?: User | null
  /** Overrides the release's own "If changed since added" choice for this run. */
  onConflict?: ConflictChoice | null
  /** Run by the jobs queue: publishes only a release still scheduled and due, and is silent otherwise. */
  scheduled?: boolean
  /** The interface language of the refusal and failure messages (an admin request's). */
  i18n?: Pick<PayloadRequest, 'i18n' | 't'>
  /** A revert: the release it reverts is marked reverted in the same transaction. */
  revertOf?: number
}

export type PublishOutcome =
  | { status: 'published'; id: number }
  | { status: 'failed'; id: number; reason: string }
  | { status: 'refused'; id: number; reason: string; httpStatus: number }
  | { status: 'skipped'; id: number }

/** A refusal (role, state): nothing changes, not even the release's status. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message)
  }
}

/** A failure (invalid item, conflict): nothing is published, and the release says why. */
class Failure extends Error {}

export const itemTarget = (item: ReleaseItem): ReleaseTarget => ({
  targetType: item.targetType,
  target: item.target,
  docId: item.docId,
})

const itemLocales = (item: ReleaseItem): Locale[] => {
  const chosen = (item.languages ?? []).filter(isLocale)
  return chosen.length ? chosen : [...allLocales]
}

const itemName = (item: ReleaseItem) => (item.targetType === 'global' ? item.target : `${item.target} ${item.docId}`)

/**
 * The role a release needs to be scheduled or published: legal staff or an admin once it holds a
 * legal version (for the whole release: marketing's items travel with it), else marketing or an admin.
 */
export function releaseRefusal(
  req: Pick<PayloadRequest, 't'>,
  user: { roles?: string[] | null } | null | undefined,
  items: ReadonlyArray<Pick<ReleaseItem, 'target'>>,
): string | null {
  if (items.some(isLegalTarget)) return hasRole(user, 'admin', 'legal') ? null : releaseText(req, 'needsLegal')
  return hasRole(user, 'admin', 'marketing') ? null : releaseText(req, 'needsEditor')
}

/** Items whose document has a newer version than the one captured when it was added. */
export async function conflictingItems(payload: Payload, items: ReadonlyArray<ReleaseItem>, req?: PayloadRequest) {
  const conflicts: Array<{ item: ReleaseItem; latestId: string }> = []
  for (const item of items) {
    if (item.action === 'unpublish' || !item.versionId) continue
    const latest = await latestVersion(payload, itemTarget(item), req)
    if (latest && String(latest.id) !== String(item.versionId)) conflicts.push({ item, latestId: String(latest.id) })
  }
  return conflicts
}

/**
 * Serializes every publish of one release across processes (two workers, a worker and a "Publish
 * now" click): held until the transaction ends; whoever comes second then reads the status the
 * first one committed.
 */
async function lockRelease(payload: Payload, req: PayloadRequest, id: number): Promise<void> {
  const transactionID = await req.transactionID
  const adapter = payload.db as unknown as PostgresAdapter
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  // 30: this feature's advisory lock space (issue 30); the second key is the release.
  await db.execute(sql`select pg_advisory_xact_lock(30, ${id})`)
}

function describeError(error: unknown): string {
  if (error instanceof ValidationError) {
    const fields = (error.data?.errors ?? []).map((entry) => entry.label || entry.path).join(', ')
    return fields ? `${error.message} ${fields}`.trim() : error.message
  }
  return error instanceof Error ? error.message : String(error)
}

/** A version's content as data for a write: without the document's own identity and timestamps. */
function contentOf(version: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...content } = version
  return { ...content, _status: 'published' }
}

/** Whether a published legal version is in effect (its moment has come): then only a withdrawal takes it back. */
async function inEffect(payload: Payload, req: PayloadRequest, id: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'legal-documents',
    where: {
      and: [
        { id: { equals: id } },
        { _status: { equals: 'published' } },
        { effectiveAt: { less_than_equal: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.length > 0
}

/**
 * Publishes one item's captured version inside the release's transaction: in each of its
 * languages, that language's content of the version is written with draft: false (Payload's
 * update, so the language is validated, hooks run and a published version is saved, exactly as a
 * publish in the admin). A throw here rolls back the whole release.
 */
async function publishItem(
  payload: Payload,
  req: PayloadRequest,
  item: ReleaseItem,
  versionId: string,
  releaseName: string,
) {
  const common = { req, overrideAccess: true, depth: 0 } as const
  const languages = itemLocales(item)
  if (item.action === 'unpublish') {
    // A revert of a document the release published for the first time: back to a draft; a legal
    // version already in effect is withdrawn instead (visitors saw it: it stays in the history).
    if (isLegalTarget(item) && (await inEffect(payload, req, item.docId as string))) {
      for (const locale of allLocales)
        await payload.update({
          ...common,
          collection: item.target as never,
          id: item.docId as string,
          locale,
          data: {
            withdrawn: true,
            withdrawalReason: releaseTranslations[locale].revertWithdrawal.replace('{{name}}', releaseName),
          } as never,
          context: { [RELEASE_WITHDRAW]: true },
        })
      return
    }
    if (item.targetType === 'global')
      await payload.updateGlobal({ ...common, slug: item.target as never, data: { _status: 'draft' } as never })
    else
      await payload.update({
        ...common,
        collection: item.target as never,
        id: item.docId as string,
        data: { _status: 'draft' } as never,
        // A legal version may go back only while it is not in effect (src/legal keepPublished).
        context: { [RELEASE_UNPUBLISH]: true },
      })
    return
  }
  for (const locale of languages) {
    const read = { ...common, id: versionId, locale, fallbackLocale: false as const }
    if (item.targetType === 'global') {
      const version = await payload.findGlobalVersionByID({ ...read, slug: item.target as never })
      await payload.updateGlobal({
        ...common,
        slug: item.target as never,
        locale,
        draft: false,
        data: contentOf(version.version as Record<string, unknown>) as never,
      })
    } else {
      const version = await payload.findVersionByID({ ...read, collection: item.target as never })
      await payload.update({
        ...common,
        collection: item.target as never,
        id: item.docId as string,
        locale,
        draft: false,
        data: contentOf(version.version as Record<string, unknown>) as never,
      })
    }
  }
}

/**
 * Publishes a release: every item's captured draft (or, by an explicit choice, the latest) in
 * one database transaction, the release's own status in the same one, and every affected page in
 * both languages expired together once it commits (the one revalidation helper queues the tags on
 * the transaction). An invalid item or an undecided conflict publishes nothing: the release is
 * marked failed with the reason.
 */
export async function publishRelease(
  payload: Payload,
  id: number,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const req = await createLocalReq(
    {
      user: options.user ?? undefined,
      context: { releaseServer: true },
      req: options.i18n ? { i18n: options.i18n.i18n, t: options.i18n.t } : undefined,
    },
    payload,
  )
  try {
    return await inTransaction(req, async (): Promise<PublishOutcome> => {
      await lockRelease(payload, req, id)
      const release = await payload.findByID({ collection: 'releases', id, req, depth: 0, overrideAccess: true })
      const moment = release.scheduledAt ? new Date(release.scheduledAt).getTime() : Number.NaN
      if (options.scheduled) {
        const due = moment - PREPARE_MS <= Date.now()
        if (release.status !== 'scheduled' || !due) return { status: 'skipped', id }
      } else if (!['draft', 'scheduled', 'failed'].includes(release.status)) {
        throw new Refusal(releaseText(req, 'notPublishable', { status: release.status }), 409)
      }
      const items = release.items ?? []
      // A scheduled run publishes with the rights of whoever scheduled it (checked again here: a
      // legal version added after scheduling needs legal staff or an admin).
      const actor =
        options.user ??
        (release.scheduledBy
          ? await payload.findByID({
              collection: 'users',
              id: typeof release.scheduledBy === 'object' ? release.scheduledBy.id : release.scheduledBy,
              req,
              depth: 0,
              overrideAccess: true,
              disableErrors: true,
            })
          : null)
      const refusal = releaseRefusal(req, actor, items)
      if (refusal) {
        if (options.scheduled) throw new Failure(refusal)
        throw new Refusal(refusal, 403)
      }
      if (!items.length) throw new Failure(releaseText(req, 'empty'))

      for (const item of items) {
        if (item.action === 'unpublish') continue
        if (!item.versionId || !(await versionOf(payload, itemTarget(item), item.versionId, req)))
          throw new Failure(
            releaseText(req, 'invalidItem', { item: itemName(item), reason: releaseText(req, 'versionGone') }),
          )
      }
      const choice = options.onConflict ?? release.onConflict ?? null
      const conflicts = await conflictingItems(payload, items, req)
      if (conflicts.length && !choice)
        throw new Failure(
          releaseText(req, 'conflict', { items: conflicts.map((conflict) => itemName(conflict.item)).join(', ') }),
        )
      const latestById = new Map(conflicts.map((conflict) => [conflict.item.id, conflict.latestId]))

      // A revert withdraws in the name of the release that published the version (the revert's
      // own name, «Reversión de …», would say that the revert published it).
      const publishedBy = options.revertOf
        ? (
            await payload.findByID({
              collection: 'releases',
              id: options.revertOf,
              req,
              depth: 0,
              overrideAccess: true,
            })
          ).name
        : release.name
      const publishedItems: ReleaseItem[] = []
      for (const item of items) {
        const versionId = (choice === 'latest' && latestById.get(item.id)) || item.versionId || ''
        const previous = await latestPublishedVersion(payload, itemTarget(item), req)
        try {
          await publishItem(payload, req, item, versionId, publishedBy)
        } catch (error) {
          throw new Failure(releaseText(req, 'invalidItem', { item: itemName(item), reason: describeError(error) }))
        }
        publishedItems.push({ ...item, versionId, previousVersionId: previous ? String(previous.id) : null })
      }
      // A scheduled run prepared everything ahead: the commit, and with it every page's expiry, waits for the moment.
      if (options.scheduled) await waitUntil(moment)
      const now = new Date().toISOString()
      await payload.update({
        collection: 'releases',
        id,
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          status: 'published',
          publishedBy: actor?.id ?? null,
          publishedOn: now,
          failureReason: null,
          items: publishedItems,
        },
      })
      if (options.revertOf)
        await payload.update({
          collection: 'releases',
          id: options.revertOf,
          req,
          overrideAccess: true,
          depth: 0,
          data: { status: 'reverted', revertedBy: actor?.id ?? null, revertedOn: now },
        })
      // Every page of every item in both languages, expired together after the commit.
      for (const item of items)
        await revalidateContent(
          item.targetType === 'global' ? { global: item.target } : { collection: item.target },
          allLocales,
          req,
        )
      return { status: 'published', id }
    })
  } catch (error) {
    if (error instanceof Refusal) return { status: 'refused', id, reason: error.message, httpStatus: error.httpStatus }
    const reason =
      error instanceof Failure
        ? error.message
        : error instanceof CommitFailedError
          ? releaseText(req, 'commitFailed')
          : describeError(error)
    await payload.update({
      collection: 'releases',
      id,
      overrideAccess: true,
      depth: 0,
      context: { releaseServer: true },
      data: { status: 'failed', failureReason: reason },
    })
    return { status: 'failed', id, reason }
  }
}

/**
 * Reverts a published release: a new release holding, for every item, the version that was
 * published before (or, for a document the release published for the first time, its
 * unpublishing), published with the same guarantees; the original is marked reverted in the
 * same transaction.
 */
export async function revertRelease(
  payload: Payload,
  id: number,
  options: Pick<PublishOptions, 'user' | 'i18n'> = {},
): Promise<PublishOutcome> {
  const req = await createLocalReq(
    { user: options.user ?? undefined, req: options.i18n ? { i18n: options.i18n.i18n, t: options.i18n.t } : undefined },
    payload,
  )
  const release = await payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true })
  if (release.status !== 'published')
    return { status: 'refused', id, reason: releaseText(req, 'notRevertible'), httpStatus: 409 }
  const refusal = releaseRefusal(req, options.user, release.items ?? [])
  if (refusal) return { status: 'refused', id, reason: refusal, httpStatus: 403 }
  const revert = await payload.create({
    collection: 'releases',
    overrideAccess: true,
    depth: 0,
    context: { releaseServer: true },
    data: {
      name: releaseText(req, 'revertName', { name: release.name }),
      status: 'draft',
      revertOf: id,
      createdBy: options.user?.id ?? null,
      items: (release.items ?? []).map((item) => ({
        targetType: item.targetType,
        target: item.target,
        docId: item.docId,
        languages: item.languages,
        versionId: item.previousVersionId ?? null,
        action: item.previousVersionId ? ('publish' as const) : ('unpublish' as const),
        addedBy: options.user?.id ?? null,
        addedAt: new Date().toISOString(),
      })),
    },
  })
  // The previous versions are older than what the release published: that is the point, not a conflict.
  return publishRelease(payload, revert.id, { ...options, onConflict: 'captured', revertOf: id })
}

/** For endpoints: a refusal as Payload's public error (shown in the admin). */
export const refusalError = (outcome: Extract<PublishOutcome, { status: 'refused' }>) =>
  new APIError(outcome.reason, outcome.httpStatus, undefined, true)
