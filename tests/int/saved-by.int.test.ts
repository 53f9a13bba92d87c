import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publicRead } from '#src/data/collections.ts'
import { adminTranslations } from '#src/i18n/admin.ts'
import { migrations } from '#src/migrations/index.ts'
import type { Plan, User } from '#src/payload-types.ts'
import { SAVED_BY_MIGRATION, savedByColumn } from '#src/versions/column.ts'
import { SAVED_BY } from '#src/versions/saved-by.ts'
import { requestIn, staffUser, testPayload } from '#tests/int/helpers.ts'

/**
 * Issue 40: every version of every versioned collection and global records the staff member who
 * saved it (draft or publish, restore, a scheduled publish in the scheduler's name), and nobody
 * for a save without one; the versions list's «Guardado por» column names them.
 */
let payload: Payload
let marketing: User
let admin: User
let plan: Plan

beforeAll(async () => {
  payload = await testPayload()
  ;[marketing, admin] = await Promise.all([staffUser(payload, ['marketing']), staffUser(payload, ['admin'])])
  plan = (await payload.find({ collection: 'plans', sort: 'order', limit: 1, depth: 0 })).docs[0]
})

afterAll(async () => {
  await payload.update({
    collection: 'plans',
    id: plan.id,
    data: { priceAmount: plan.priceAmount, _status: 'published' },
  })
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
})

const as = (user: User) => ({ user, overrideAccess: false })

/** Who the newest version of the plan (or of the landing) names, as stored. */
async function latestPlanSaver(): Promise<unknown> {
  const { docs } = await payload.findVersions({
    collection: 'plans',
    where: { parent: { equals: plan.id } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
  })
  return (docs[0].version as unknown as Record<string, unknown>)[SAVED_BY]
}

async function latestLandingSaver(): Promise<unknown> {
  const { docs } = await payload.findGlobalVersions({ slug: 'landing', sort: '-updatedAt', limit: 1, depth: 0 })
  return (docs[0].version as unknown as Record<string, unknown>)[SAVED_BY]
}

describe('who saved a version', () => {
  it('a staff member’s draft and publish are recorded on their versions, in a collection and a global', async () => {
    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: 301 },
      ...as(marketing),
    })
    expect(await latestPlanSaver()).toBe(marketing.id)
    await payload.update({ collection: 'plans', id: plan.id, data: { _status: 'published' }, ...as(admin) })
    expect(await latestPlanSaver()).toBe(admin.id)

    const title = (await payload.findGlobal({ slug: 'landing', locale: 'es', depth: 0 })).hero.title
    await payload.updateGlobal({
      slug: 'landing',
      draft: true,
      locale: 'es',
      data: { hero: { title: `${title} (borrador)` } },
      ...as(marketing),
    })
    expect(await latestLandingSaver()).toBe(marketing.id)
    await payload.updateGlobal({
      slug: 'landing',
      locale: 'es',
      data: { hero: { title }, _status: 'published' },
      ...as(admin),
    })
    expect(await latestLandingSaver()).toBe(admin.id)
  })

  it('a restore is recorded as the person who restored', async () => {
    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: { and: [{ parent: { equals: plan.id } }, { 'version._status': { equals: 'published' } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    await payload.restoreVersion({ collection: 'plans', id: docs[0].id, ...as(marketing) })
    expect(await latestPlanSaver()).toBe(marketing.id)
  })

  it('takes the person signed in, never a value sent with the save', async () => {
    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: 302, [SAVED_BY]: admin.id } as never,
      ...as(marketing),
    })
    expect(await latestPlanSaver()).toBe(marketing.id)
  })

  it('a save without a person records nobody, not the last person who saved', async () => {
    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: 303 },
      ...as(marketing),
    })
    expect(await latestPlanSaver()).toBe(marketing.id)
    // A scheduled publish queued with nobody's name (as a script would queue it) runs with no user.
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'plans', value: plan.id } },
      waitUntil: new Date(Date.now() - 1),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })).priceAmount).toBe(303)
    expect(await latestPlanSaver()).toBeNull()

    await payload.update({ collection: 'plans', id: plan.id, draft: true, data: { priceAmount: 304 } })
    expect(await latestPlanSaver()).toBeNull()
  })

  it('a publish scheduled in the admin is recorded under whoever scheduled it (Payload publishes in their name)', async () => {
    await payload.update({ collection: 'plans', id: plan.id, draft: true, data: { priceAmount: 305 }, ...as(admin) })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'plans', value: plan.id },
        user: { relationTo: 'users', value: marketing.id },
      },
      waitUntil: new Date(Date.now() - 1),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })).priceAmount).toBe(305)
    expect(await latestPlanSaver()).toBe(marketing.id)
  })

  it('every versioned collection and global records it, and nothing else does', () => {
    const entities = [
      ...payload.config.collections.map((entity) => ({ slug: entity.slug, entity })),
      ...payload.config.globals.map((entity) => ({ slug: entity.slug, entity })),
    ]
    const versioned = entities.filter(({ entity }) => entity.versions).map(({ slug }) => slug)
    expect(versioned).toEqual(
      expect.arrayContaining(['posts', 'plans', 'features', 'integrations', 'faq-sections', 'seo-pages', 'pages']),
    )
    expect(versioned).toEqual(expect.arrayContaining(['sections', 'legal-documents', 'landing', 'header', 'footer']))
    expect(versioned).toEqual(expect.arrayContaining(['site-settings', 'help-page']))
    for (const { slug, entity } of entities) {
      const hasField = entity.fields.some((field) => 'name' in field && field.name === SAVED_BY)
      expect(hasField, slug).toBe(Boolean(entity.versions))
    }
  })

  it('is read through no API: not by visitors, not by staff', async () => {
    const [published] = (await payload.find({ ...publicRead, collection: 'plans', where: { id: { equals: plan.id } } }))
      .docs
    expect(published).toBeDefined()
    expect(published).not.toHaveProperty(SAVED_BY)
    const staffRead = await payload.findByID({ collection: 'plans', id: plan.id, draft: true, ...as(admin) })
    expect(staffRead).not.toHaveProperty(SAVED_BY)
    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: { parent: { equals: plan.id } },
      limit: 1,
      ...as(admin),
    })
    expect(docs[0].version).not.toHaveProperty(SAVED_BY)
  })
})

describe('the versions list’s «Guardado por» column', () => {
  /** The newest `count` versions of the plan, newest first, as the list shows them. */
  async function newestPlanVersions(count: number): Promise<number[]> {
    const { docs } = await payload.findVersions({
      collection: 'plans',
      where: { parent: { equals: plan.id } },
      sort: '-updatedAt',
      limit: count,
      depth: 0,
    })
    return docs.map((doc) => doc.id as unknown as number)
  }

  it('names who saved each version (the name, or the e-mail without one), in the admin’s language', async () => {
    const named = await payload.update({ collection: 'users', id: admin.id, data: { name: 'Ana López' } })
    await payload.update({
      collection: 'plans',
      id: plan.id,
      draft: true,
      data: { priceAmount: 311 },
      ...as(marketing),
    })
    await payload.update({ collection: 'plans', id: plan.id, draft: true, data: { priceAmount: 312 }, ...as(named) })
    await payload.update({ collection: 'plans', id: plan.id, draft: true, data: { priceAmount: 313 } })
    const ids = await newestPlanVersions(3)

    // Read by a marketing member, who may not open other staff accounts: the column names them anyway.
    expect(await savedByColumn(await requestIn(payload, marketing, 'es'), { collection: 'plans' }, ids)).toEqual([
      adminTranslations.es.versionSavedBySystem,
      'Ana López',
      marketing.email,
    ])
    expect(await savedByColumn(await requestIn(payload, marketing, 'en'), { collection: 'plans' }, ids)).toEqual([
      adminTranslations.en.versionSavedBySystem,
      'Ana López',
      marketing.email,
    ])
  })

  it('names who saved a global’s versions', async () => {
    const title = (await payload.findGlobal({ slug: 'landing', locale: 'es', depth: 0 })).hero.title
    await payload.updateGlobal({
      slug: 'landing',
      locale: 'es',
      draft: true,
      data: { hero: { title } },
      ...as(marketing),
    })
    const { docs } = await payload.findGlobalVersions({ slug: 'landing', sort: '-updatedAt', limit: 1, depth: 0 })
    expect(await savedByColumn(await requestIn(payload, admin, 'es'), { global: 'landing' }, [docs[0].id])).toEqual([
      marketing.email,
    ])
  })

  it('says a version saved before who saved was recorded is not recorded, not that the system saved it', async () => {
    await payload.update({ collection: 'plans', id: plan.id, draft: true, data: { priceAmount: 314 } })
    const [id] = await newestPlanVersions(1)
    const req = await requestIn(payload, marketing, 'es')
    expect(await savedByColumn(req, { collection: 'plans' }, [id])).toEqual([adminTranslations.es.versionSavedBySystem])

    expect(migrations.map((migration) => migration.name)).toContain(SAVED_BY_MIGRATION)
    await payload.db.drizzle.execute(sql`UPDATE _plans_v SET created_at = '2026-01-05T10:00:00Z' WHERE id = ${id}`)
    expect(await savedByColumn(req, { collection: 'plans' }, [id])).toEqual([
      adminTranslations.es.versionSavedByUnrecorded,
    ])
  })

  it('is the versions view of every versioned collection and global', () => {
    const entities = [...payload.config.collections, ...payload.config.globals]
    for (const entity of entities.filter(({ versions }) => versions)) {
      const views = entity.admin?.components?.views as { edit?: { versions?: { Component?: unknown } } } | undefined
      expect(views?.edit?.versions?.Component, entity.slug).toBe('/versions/components/VersionsView#VersionsView')
    }
  })
})
