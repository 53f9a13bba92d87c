import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { type Endpoint, type Payload, createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Post, Release, User } from '#src/payload-types.ts'
import { releaseTranslations } from '#src/releases/messages.ts'
import { PREPARE_MS, publishRelease, revertRelease } from '#src/releases/publish.ts'
import { PUBLISH_RELEASE_TASK } from '#src/releases/task.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'
import { failCommitsOn } from '#tests/int/commit-fault.ts'

/**
 * Issue 30: releases publish drafts of several documents together, in one transaction, or
 * nothing; flag conflicts; follow the roles; run once when scheduled, whoever runs the queue.
 */
let payload: Payload
let admin: User
let marketing: User
let legal: User
const createdLegal: number[] = []
const createdPosts: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  ;[admin, marketing, legal] = await Promise.all([
    staffUser(payload, ['admin']),
    staffUser(payload, ['marketing']),
    staffUser(payload, ['legal']),
  ])
})

afterAll(async () => {
  for (const id of createdLegal) await payload.delete({ collection: 'legal-documents', id, overrideAccess: true })
  for (const id of createdPosts) await payload.delete({ collection: 'posts', id, overrideAccess: true })
  await payload.delete({ collection: 'releases', where: { id: { exists: true } }, overrideAccess: true })
})

let postIndex = 0
/** A seeded published post with a new draft title in both languages (not yet public). */
async function postWithDraft(marker: string): Promise<{ post: Post; published: { es: string; en: string } }> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 20,
    depth: 0,
  })
  const post = docs[postIndex++ % docs.length]
  const published = {
    es: (await payload.findByID({ collection: 'posts', id: post.id, locale: 'es', depth: 0 })).title,
    en: (await payload.findByID({ collection: 'posts', id: post.id, locale: 'en', depth: 0 })).title,
  }
  for (const locale of ['es', 'en'] as const)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale,
      draft: true,
      data: { title: `${marker} ${locale}` },
      overrideAccess: true,
    })
  return { post, published }
}

/** The title visitors read (published only, as the site's data layer reads). */
async function publicTitle(id: number, locale: 'es' | 'en'): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { id: { equals: id } },
    locale,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0]?.title ?? null
}

async function legalDraft(marker: string, lastUpdated?: string) {
  const draft = await payload.create({
    collection: 'legal-documents',
    draft: true,
    overrideAccess: true,
    data: {
      kind: 'terms',
      lastUpdated: lastUpdated ?? `2027-0${(createdLegal.length % 9) + 1}-15T12:00:00.000Z`,
      title: `Términos ${marker}`,
      changeSummary: 'Precio nuevo.',
      sections: [{ anchor: 'precio', heading: 'Precio', body: toLexical([{ type: 'p', text: marker }]) as never }],
      _status: 'draft',
    },
  })
  createdLegal.push(draft.id)
  await payload.update({
    collection: 'legal-documents',
    id: draft.id,
    locale: 'en',
    draft: true,
    overrideAccess: true,
    data: {
      title: `Terms ${marker}`,
      sections: [
        {
          id: draft.sections?.[0]?.id,
          anchor: 'precio',
          heading: 'Price',
          body: toLexical([{ type: 'p', text: marker }]) as never,
        },
      ],
    },
  })
  return draft
}

/**
 * Whether the version is published. Not whether visitors see it: the test's versions are dated
 * ahead (each needs a date of its own), and a version is public only from its date (src/legal).
 */
async function isPublicLegal(id: number): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'legal-documents',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length === 1
}

const postItem = (id: number) => ({ targetType: 'collection' as const, target: 'posts', docId: String(id) })
const legalItem = (id: number) => ({ targetType: 'collection' as const, target: 'legal-documents', docId: String(id) })

async function createRelease(user: User, items: Release['items'], name = 'Precio 449'): Promise<Release> {
  return payload.create({ collection: 'releases', data: { name, status: 'draft', items }, user, overrideAccess: false })
}

const readRelease = (id: number) => payload.findByID({ collection: 'releases', id, depth: 0, overrideAccess: true })

describe('publishing a release', () => {
  it('publishes every item in both languages together, and revert brings back what was public before', async () => {
    const { post, published } = await postWithDraft('Precio 449')
    const terms = await legalDraft('449 al mes')
    const release = await createRelease(admin, [postItem(post.id), legalItem(terms.id)])
    expect(release.items?.every((item) => item.versionId)).toBe(true)
    expect(await publicTitle(post.id, 'es')).toBe(published.es)

    const outcome = await publishRelease(payload, release.id, { user: admin })
    expect(outcome).toEqual({ status: 'published', id: release.id })
    expect(await publicTitle(post.id, 'es')).toBe('Precio 449 es')
    expect(await publicTitle(post.id, 'en')).toBe('Precio 449 en')
    expect(await isPublicLegal(terms.id)).toBe(true)
    const after = await readRelease(release.id)
    expect(after.status).toBe('published')
    expect(after.publishedBy).toBe(admin.id)
    expect(after.items?.[0].previousVersionId).toBeTruthy()

    const reverted = await revertRelease(payload, release.id, { user: admin })
    expect(reverted.status).toBe('published')
    expect(await publicTitle(post.id, 'es')).toBe(published.es)
    expect(await publicTitle(post.id, 'en')).toBe(published.en)
    // The terms version this release published for the first time is a draft again.
    expect(await isPublicLegal(terms.id)).toBe(false)
    expect((await readRelease(release.id)).status).toBe('reverted')
    const revert = await readRelease(reverted.id)
    expect(revert.revertOf).toBe(release.id)
  })

  // Issue 38: a COMMIT that failed was reported as published.
  it('a release whose COMMIT fails publishes nothing, is marked failed saying why, and publishes when tried again', async () => {
    const { post, published } = await postWithDraft('Commit fallido')
    const release = await createRelease(admin, [postItem(post.id)], 'Commit fallido')
    // On the posts table: the release's own failure record (releases) must still be written.
    const fault = await failCommitsOn(payload, 'posts', 'terminate')
    let outcome: Awaited<ReturnType<typeof publishRelease>>
    try {
      outcome = await publishRelease(payload, release.id, { user: admin })
    } finally {
      await fault.stop()
    }
    const reason =
      'No se publicó nada: la base de datos no confirmó la publicación. Vuelve a publicarla cuando la base de datos responda.'
    expect(outcome).toEqual({ status: 'failed', id: release.id, reason })
    expect(await publicTitle(post.id, 'es')).toBe(published.es)
    expect(await publicTitle(post.id, 'en')).toBe(published.en)
    expect(await readRelease(release.id)).toMatchObject({ status: 'failed', failureReason: reason, publishedOn: null })

    expect((await publishRelease(payload, release.id, { user: admin })).status).toBe('published')
    expect(await publicTitle(post.id, 'es')).toBe('Commit fallido es')
  })

  it('a revert withdraws a legal version it published that is already in effect (visitors saw it)', async () => {
    // Dated in the past: in effect the moment it is published (older than the seeded versions, so not current).
    const terms = await legalDraft('449 en vigor', '2001-03-15T12:00:00.000Z')
    const release = await createRelease(legal, [legalItem(terms.id)], 'Términos en vigor')
    expect((await publishRelease(payload, release.id, { user: legal })).status).toBe('published')
    expect(await isPublicLegal(terms.id)).toBe(true)

    // Legal staff revert: the version cannot go back to a draft (src/legal keepPublished), so it is withdrawn.
    const reverted = await revertRelease(payload, release.id, { user: legal })
    expect(reverted).toEqual({ status: 'published', id: expect.any(Number) })
    expect(await isPublicLegal(terms.id)).toBe(true)
    for (const locale of ['es', 'en'] as const) {
      const doc = await payload.findByID({ collection: 'legal-documents', id: terms.id, locale, depth: 0 })
      expect(doc.withdrawn).toBe(true)
      expect(doc.withdrawnAt).toBeTruthy()
      // In each language, naming the release that published it (not the revert, «Reversión de …»).
      expect(doc.withdrawalReason).toBe(
        releaseTranslations[locale].revertWithdrawal.replace('{{name}}', 'Términos en vigor'),
      )
    }
    expect((await readRelease(release.id)).status).toBe('reverted')
  })

  it('a release with one invalid item publishes nothing, is marked failed and says why', async () => {
    const { post, published } = await postWithDraft('Válido')
    const terms = await legalDraft('válido también')
    // A post draft without its required image: a draft saves, a publish refuses it.
    const invalid = await payload.create({
      collection: 'posts',
      draft: true,
      overrideAccess: true,
      data: { title: 'Sin imagen', slug: `sin-imagen-${Date.now()}`, _status: 'draft' } as never,
    })
    createdPosts.push(invalid.id)
    const release = await createRelease(admin, [postItem(post.id), legalItem(terms.id), postItem(invalid.id)])

    const outcome = await publishRelease(payload, release.id, { user: admin })
    expect(outcome.status).toBe('failed')
    const after = await readRelease(release.id)
    expect(after.status).toBe('failed')
    expect(after.failureReason).toContain(`posts ${invalid.id}`)
    // Nothing of it is public: not the valid post, not the terms, not the invalid one.
    expect(await publicTitle(post.id, 'es')).toBe(published.es)
    expect(await publicTitle(post.id, 'en')).toBe(published.en)
    expect(await isPublicLegal(terms.id)).toBe(false)
    expect(await publicTitle(invalid.id, 'es')).toBeNull()
  })

  it('flags an item changed after it was added, and publishes only after an explicit choice', async () => {
    const { post, published } = await postWithDraft('Capturado')
    const release = await createRelease(marketing, [postItem(post.id)])
    expect((await readRelease(release.id)).items?.[0].changedSinceAdded).toBe(false)
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'es',
      draft: true,
      data: { title: 'Cambio posterior' },
      overrideAccess: true,
    })
    expect((await readRelease(release.id)).items?.[0].changedSinceAdded).toBe(true)

    const undecided = await publishRelease(payload, release.id, { user: marketing })
    expect(undecided.status).toBe('failed')
    expect((await readRelease(release.id)).failureReason).toMatch(/Conflicto|Conflict/)
    expect(await publicTitle(post.id, 'es')).toBe(published.es)

    const decided = await publishRelease(payload, release.id, { user: marketing, onConflict: 'latest' })
    expect(decided.status).toBe('published')
    expect(await publicTitle(post.id, 'es')).toBe('Cambio posterior')
  })
})

describe('roles', () => {
  it('marketing cannot add a legal version; legal can', async () => {
    const terms = await legalDraft('roles')
    await expect(createRelease(marketing, [legalItem(terms.id)])).rejects.toThrow(/legal|permiso|allowed/i)
    const release = await createRelease(legal, [legalItem(terms.id)])
    expect(release.items).toHaveLength(1)
  })

  it('a release holding a legal version is scheduled and published by legal staff or an admin only', async () => {
    const { post } = await postWithDraft('Roles')
    const terms = await legalDraft('roles 2')
    const release = await createRelease(marketing, [postItem(post.id)])
    // Legal adds its version to marketing's release.
    await payload.update({
      collection: 'releases',
      id: release.id,
      data: { items: [...(release.items ?? []), legalItem(terms.id)] },
      user: legal,
      overrideAccess: false,
    })
    const inAMinute = new Date(Date.now() + 60_000).toISOString()
    await expect(
      payload.update({
        collection: 'releases',
        id: release.id,
        data: { status: 'scheduled', scheduledAt: inAMinute },
        user: marketing,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/equipo legal/)
    const refused = await publishRelease(payload, release.id, { user: marketing })
    expect(refused).toMatchObject({ status: 'refused', httpStatus: 403 })
    expect((await readRelease(release.id)).status).toBe('draft')

    const scheduled = await payload.update({
      collection: 'releases',
      id: release.id,
      data: { status: 'scheduled', scheduledAt: inAMinute },
      user: legal,
      overrideAccess: false,
      depth: 0,
    })
    expect(scheduled.status).toBe('scheduled')
    expect(scheduled.scheduledBy).toBe(legal.id)
  })

  it('marketing schedules its own release; nobody sets published by hand', async () => {
    const { post } = await postWithDraft('Marketing')
    const release = await createRelease(marketing, [postItem(post.id)])
    await expect(
      payload.update({
        collection: 'releases',
        id: release.id,
        data: { status: 'published' },
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/sistema/)
    const scheduled = await payload.update({
      collection: 'releases',
      id: release.id,
      data: { status: 'scheduled', scheduledAt: new Date(Date.now() + 60_000).toISOString() },
      user: marketing,
      overrideAccess: false,
    })
    expect(scheduled.status).toBe('scheduled')
    // Legal staff alone cannot publish marketing's release.
    expect((await publishRelease(payload, release.id, { user: legal })).status).toBe('refused')
  })
})

/** Calls one of the releases endpoints as `user`, as Payload's REST route would. */
async function callEndpoint(user: User, path: string, id: number, input: Record<string, unknown> = {}) {
  const endpoint = (payload.collections.releases.config.endpoints as Endpoint[]).find(
    (candidate) => candidate.path === path && candidate.method === 'post',
  )
  if (!endpoint) throw new Error(`no endpoint ${path}`)
  const req = await createLocalReq({ user: user as never }, payload)
  req.routeParams = { id: String(id) }
  req.json = async () => input
  req.payloadAPI = 'REST'
  const response = await endpoint.handler(req)
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ message: string }> } }
}

describe('the edit screen and release actions (endpoints)', () => {
  it("adds a document's saved draft and takes it out; refuses what the role may not add or publish", async () => {
    const { post } = await postWithDraft('Panel')
    const terms = await legalDraft('panel')
    const release = await createRelease(marketing, [], 'Desde el panel')
    const added = await callEndpoint(marketing, '/:id/items', release.id, postItem(post.id))
    expect(added.status).toBe(200)
    const items = (await readRelease(release.id)).items ?? []
    expect(items.map((item) => [item.target, item.docId, Boolean(item.versionId)])).toEqual([
      ['posts', String(post.id), true],
    ])

    const legalByMarketing = await callEndpoint(marketing, '/:id/items', release.id, legalItem(terms.id))
    expect(legalByMarketing.status).toBe(403)
    expect(legalByMarketing.body.errors?.[0].message).toContain('legal-documents')
    expect(await callEndpoint(legal, '/:id/items', release.id, legalItem(terms.id))).toMatchObject({ status: 200 })

    // Marketing may no longer publish it (it holds a legal version); the refusal says why, nothing changes.
    const refused = await callEndpoint(marketing, '/:id/publish', release.id)
    expect(refused.status).toBe(403)
    expect(refused.body.errors?.[0].message).toMatch(/equipo legal/)
    expect((await readRelease(release.id)).status).toBe('draft')

    const removed = await callEndpoint(legal, '/:id/items/remove', release.id, legalItem(terms.id))
    expect(removed.status).toBe(200)
    expect((await readRelease(release.id)).items?.map((item) => item.target)).toEqual(['posts'])
    expect(await callEndpoint(marketing, '/:id/publish', release.id)).toMatchObject({ status: 200 })
    expect(await publicTitle(post.id, 'es')).toBe('Panel es')
    // Revert is for published releases and follows the same roles.
    expect((await callEndpoint(legal, '/:id/revert', release.id)).status).toBe(403)
    expect((await callEndpoint(marketing, '/:id/revert', release.id)).status).toBe(200)
  })
})

async function releaseJobs(releaseId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: PUBLISH_RELEASE_TASK } },
    depth: 0,
    pagination: false,
  })
  return docs.filter((job) => (job.input as { releaseId: number }).releaseId === releaseId)
}

describe('scheduled releases', () => {
  it('several runners at the due time publish it exactly once', { timeout: 60_000 }, async () => {
    const { post } = await postWithDraft('Programado')
    const release = await createRelease(marketing, [postItem(post.id)])
    // Its job is due PREPARE_MS before the moment: it writes ahead and commits at the moment.
    const at = new Date(Date.now() + PREPARE_MS + 2500)
    await payload.update({
      collection: 'releases',
      id: release.id,
      data: { status: 'scheduled', scheduledAt: at.toISOString() },
      user: marketing,
      overrideAccess: false,
    })
    const versions = async () =>
      (await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })).totalDocs
    const before = await versions()
    expect(await releaseJobs(release.id)).toHaveLength(1)
    // Before the time: nothing runs it.
    await payload.jobs.run({ queue: 'default', silent: true })
    expect((await readRelease(release.id)).status).toBe('scheduled')
    expect(await publicTitle(post.id, 'es')).not.toBe('Programado es')

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - PREPARE_MS - Date.now() + 50))
    // Two queue runners and two direct scheduled runs (a job handed back and run again) at once,
    // while a visitor keeps reading: nothing of it before the moment.
    const early: string[] = []
    let watching = true
    const watch = (async () => {
      while (watching) {
        const title = await publicTitle(post.id, 'es')
        if (title === 'Programado es' && Date.now() < at.getTime()) early.push(new Date().toISOString())
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    await Promise.all([
      payload.jobs.run({ queue: 'default', silent: true }),
      payload.jobs.run({ queue: 'default', silent: true }),
      publishRelease(payload, release.id, { scheduled: true }),
      publishRelease(payload, release.id, { scheduled: true }),
    ])
    watching = false
    await watch
    expect(early).toEqual([])
    const after = await readRelease(release.id)
    expect(after.status).toBe('published')
    expect(after.publishedBy).toBe(marketing.id)
    expect(new Date(after.publishedOn!).getTime()).toBeGreaterThanOrEqual(at.getTime())
    expect(await publicTitle(post.id, 'es')).toBe('Programado es')
    // One publish writes two versions (published in es, then in en); a second would write two more.
    expect((await versions()) - before).toBe(2)
    // Its one job ran and completed (Payload deletes completed jobs).
    expect(await releaseJobs(release.id)).toHaveLength(0)
  })

  it('two `npm run worker` processes publish a scheduled release exactly once', { timeout: 240_000 }, async () => {
    const root = path.resolve(import.meta.dirname, '..', '..')
    const workers: ChildProcess[] = []
    const ready = (child: ChildProcess) =>
      new Promise<void>((resolve, reject) => {
        let output = ''
        const onData = (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('[worker] running the default queue')) resolve()
        }
        child.stdout?.on('data', onData)
        child.stderr?.on('data', onData)
        child.on('exit', (code) => reject(new Error(`worker exited ${code}: ${output.slice(-2000)}`)))
      })
    try {
      for (let index = 0; index < 2; index += 1)
        workers.push(
          // What `npm run worker` starts (scripts/run.ts), on this run's database.
          spawn(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'src/jobs/worker.ts'], {
            cwd: root,
            env: { ...process.env },
            stdio: ['ignore', 'pipe', 'pipe'],
          }),
        )
      await Promise.all(workers.map(ready))

      const { post } = await postWithDraft('Dos workers')
      const release = await createRelease(marketing, [postItem(post.id)])
      const versions = async () =>
        (await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })).totalDocs
      const before = await versions()
      await payload.update({
        collection: 'releases',
        id: release.id,
        data: { status: 'scheduled', scheduledAt: new Date(Date.now() + 3000).toISOString() },
        user: marketing,
        overrideAccess: false,
      })
      const deadline = Date.now() + 30_000
      while ((await readRelease(release.id)).status !== 'published' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await readRelease(release.id)).status).toBe('published')
      // Room for a second run to show up.
      await new Promise((resolve) => setTimeout(resolve, 3000))
      expect((await versions()) - before).toBe(2)
      expect(await publicTitle(post.id, 'en')).toBe('Dos workers en')
      expect(await releaseJobs(release.id)).toHaveLength(0)
    } finally {
      await Promise.all(
        workers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve()
              child.on('exit', () => resolve())
              child.kill('SIGTERM')
            }),
        ),
      )
    }
  })
})
