import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkContentHealth } from '#src/content-health/check.ts'
import { linkingDocuments } from '#src/content-health/linking.ts'
import { refreshContentHealth } from '#src/content-health/store.ts'
import { CHECK_DELAY_MS, CONTENT_HEALTH_TASK } from '#src/content-health/task.ts'
import type { Post } from '#src/payload-types.ts'
import { seed } from '#src/seed/seed.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload
let from: Post
let to: Post

const linkTo = (content: Post['content'], id: number) => ({
  ...content,
  root: {
    ...content!.root,
    children: [
      ...content!.root.children,
      {
        type: 'paragraph',
        version: 1,
        children: [
          {
            type: 'link',
            version: 3,
            fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: id } },
            children: [{ type: 'text', text: 'Lee también', format: 0, version: 1 }],
          },
        ],
      },
    ],
  },
})

/** Checks queued by changes, due within seconds (the nightly one waits for its hour). */
const queuedChecks = () => ({
  taskSlug: { equals: CONTENT_HEALTH_TASK },
  completedAt: { exists: false },
  waitUntil: { less_than_equal: new Date(Date.now() + CHECK_DELAY_MS + 60_000).toISOString() },
})
const pendingChecks = async () => (await payload.count({ collection: 'payload-jobs', where: queuedChecks() })).totalDocs

/** Runs the queued checks now rather than CHECK_DELAY_MS after their change (the jobs runner's wait). */
async function runQueuedChecks() {
  await payload.update({
    collection: 'payload-jobs',
    where: queuedChecks(),
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
  })
  await payload.jobs.run({ queue: 'default' })
}

const findings = async (where = {}) =>
  (await payload.find({ collection: 'content-health', where, pagination: false, depth: 0 })).docs

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  ;[from, to] = (await payload.find({ collection: 'posts', sort: 'articleNumber', limit: 2, depth: 0 })).docs
  // The seed's saves queued checks; the tests below count their own.
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: CONTENT_HEALTH_TASK } } })
  for (const locale of ['es', 'en'] as const) {
    const { content } = await payload.findByID({ collection: 'posts', id: from.id, locale, depth: 0 })
    await payload.update({
      collection: 'posts',
      id: from.id,
      locale,
      data: { content: linkTo(content, to.id) as never, _status: 'published' },
      depth: 0,
    })
  }
})

describe('content health: stored findings, refreshed by a job', () => {
  it('stores the whole check, and a second check replaces the set instead of adding to it', async () => {
    const expected = (await checkContentHealth(payload)).length
    expect(await refreshContentHealth(payload)).toBe(expected)
    expect(await refreshContentHealth(payload)).toBe(expected)
    expect((await payload.count({ collection: 'content-health' })).totalDocs).toBe(expected)
    const [one] = await findings({ problem: { equals: 'missing-alt' } })
    if (one) expect(one.fieldLabel).toMatchObject({ es: expect.any(String), en: expect.any(String) })
  })

  it('a publish queues one check even with the nightly one waiting, a burst of publishes still one', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: CONTENT_HEALTH_TASK } } })
    // The nightly check, queued ahead for its hour, does not stand in for the check after a publish.
    await payload.jobs.handleSchedules({ queue: 'default' })
    for (const title of ['Uno', 'Dos'])
      await payload.update({
        collection: 'posts',
        id: to.id,
        locale: 'es',
        data: { title: `${to.title} ${title}`, _status: 'published' },
        depth: 0,
      })
    expect(await pendingChecks()).toBe(1)
    // Due CHECK_DELAY_MS after the publish, not at once: the runner leaves it until then.
    const [queued] = (await payload.find({ collection: 'payload-jobs', where: queuedChecks(), depth: 0 })).docs
    expect(new Date(queued.waitUntil!).getTime() - Date.now()).toBeGreaterThan(CHECK_DELAY_MS - 5000)
    await payload.jobs.run({ queue: 'default' })
    expect(await pendingChecks()).toBe(1)
    await runQueuedChecks()
    expect(await pendingChecks()).toBe(0)
    // A draft saved beside the published version changes nothing public: no check for it.
    await payload.update({ collection: 'posts', id: to.id, locale: 'es', data: { title: 'Borrador' }, draft: true })
    expect(await pendingChecks()).toBe(0)
    await payload.update({ collection: 'posts', id: to.id, locale: 'es', data: { title: 'Borrador 2' }, draft: true })
    expect(await pendingChecks()).toBe(0)
  })

  it('unpublishing a linked post (with a newer draft) adds a finding on the linking post; publishing it again clears it', async () => {
    const onFrom = { and: [{ docId: { equals: String(from.id) } }, { problem: { equals: 'unpublished' } }] }
    await payload.update({ collection: 'posts', id: to.id, data: { _status: 'draft' }, depth: 0 })
    expect(await pendingChecks()).toBe(1)
    await runQueuedChecks()
    const found = await findings(onFrom)
    expect(found.map((finding) => finding.locale).sort()).toEqual(['en', 'es'])
    expect(found[0]).toMatchObject({
      entity: 'posts',
      fieldPath: 'content',
      detail: { path: `/blog/${to.articleNumber}` },
    })

    await payload.update({ collection: 'posts', id: to.id, data: { _status: 'published' }, depth: 0 })
    await runQueuedChecks()
    expect(await findings(onFrom)).toEqual([])
  })

  it('the nightly check is scheduled by the jobs queue', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: CONTENT_HEALTH_TASK } } })
    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: CONTENT_HEALTH_TASK } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const at = new Date(docs[0].waitUntil!)
    expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([9, 0])
  })

  it('legal staff read only the findings on legal documents; marketing reads all', async () => {
    await refreshContentHealth(payload)
    const legal = await staffUser(payload, ['legal'])
    const marketing = await staffUser(payload, ['marketing'])
    const asLegal = await payload.find({ collection: 'content-health', overrideAccess: false, user: legal, limit: 0 })
    expect(asLegal.docs.every((finding) => finding.entity === 'legal-documents')).toBe(true)
    const all = await payload.count({ collection: 'content-health' })
    const asMarketing = await payload.count({ collection: 'content-health', overrideAccess: false, user: marketing })
    expect(asMarketing.totalDocs).toBe(all.totalDocs)
    expect(all.totalDocs).toBeGreaterThan(asLegal.totalDocs)
  })
})

describe('content health: the documents that link to one', () => {
  it('names the published posts whose links would break, with the field, and nothing for an unlinked post', async () => {
    const linking = await linkingDocuments(payload, 'posts', String(to.id))
    expect(linking).toEqual([
      expect.objectContaining({
        entity: 'posts',
        docId: String(from.id),
        fields: [{ es: 'Contenido', en: 'Content' }],
      }),
    ])
    expect(await linkingDocuments(payload, 'posts', String(from.id))).toEqual([])
    expect(await linkingDocuments(payload, 'posts', '987654')).toEqual([])
  })

  it('finds written addresses too, in either language, and ignores drafts that link', async () => {
    const third = (await payload.find({ collection: 'posts', sort: 'articleNumber', limit: 1, page: 3, depth: 0 }))
      .docs[0]
    const { content } = await payload.findByID({ collection: 'posts', id: third.id, locale: 'en', depth: 0 })
    const withAddress = structuredClone(content!)
    withAddress.root.children.push({
      type: 'paragraph',
      version: 1,
      children: [
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', newTab: false, url: `/en/blog/${to.articleNumber}#top` },
          children: [{ type: 'text', text: 'More', format: 0, version: 1 }],
        },
      ],
    } as never)
    await payload.update({
      collection: 'posts',
      id: third.id,
      locale: 'en',
      data: { content: withAddress },
      draft: true,
    })
    expect((await linkingDocuments(payload, 'posts', String(to.id))).map((doc) => doc.docId)).toEqual([String(from.id)])
    await payload.update({
      collection: 'posts',
      id: third.id,
      locale: 'en',
      data: { content: withAddress, _status: 'published' },
    })
    expect((await linkingDocuments(payload, 'posts', String(to.id))).map((doc) => doc.docId).sort()).toEqual(
      [String(from.id), String(third.id)].sort(),
    )
  })
})
