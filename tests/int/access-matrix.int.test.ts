import config from '#payload-config'
import { REST_PATCH } from '@payloadcms/next/routes'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '#src/payload-types.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { staffUser, testPayload } from '#tests/int/helpers.ts'
import { failCommitsOn } from '#tests/int/commit-fault.ts'

/**
 * Every role (and anonymous) against every collection and global, for create, read, update,
 * delete and publish, through the Local API with access control on (the same access functions
 * serve REST and the admin panel).
 */
type Who = 'admin' | 'marketing' | 'legal' | 'anonymous'
const everyone: Who[] = ['admin', 'marketing', 'legal', 'anonymous']
type Read = 'all' | 'published' | 'own' | 'none'

type Row = { create: Who[]; read: Record<Who, Read>; update: Who[]; delete: Who[]; publish?: Who[] }

const editors: Who[] = ['admin', 'marketing']
const readAll: Record<Who, Read> = { admin: 'all', marketing: 'all', legal: 'all', anonymous: 'all' }
const staffOrPublished: Record<Who, Read> = { admin: 'all', marketing: 'all', legal: 'all', anonymous: 'published' }
const contentRow: Row = { create: editors, read: readAll, update: editors, delete: editors }
/** Marketing content with drafts (issue 30): visitors read the published documents only. */
const draftedContentRow: Row = {
  create: editors,
  read: staffOrPublished,
  update: editors,
  delete: editors,
  publish: editors,
}

const collections: Record<string, Row> = {
  posts: { create: editors, read: staffOrPublished, update: editors, delete: editors, publish: editors },
  plans: draftedContentRow,
  features: draftedContentRow,
  integrations: draftedContentRow,
  'faq-sections': draftedContentRow,
  'seo-pages': draftedContentRow,
  // Pages made from blocks and their reusable sections (src/page-builder).
  pages: draftedContentRow,
  sections: draftedContentRow,
  media: contentRow,
  'legal-documents': {
    create: ['admin', 'legal'],
    read: staffOrPublished,
    update: ['admin', 'legal'],
    delete: ['admin'],
    publish: ['admin', 'legal'],
  },
  'contact-messages': {
    create: [],
    read: { admin: 'all', marketing: 'all', legal: 'none', anonymous: 'none' },
    update: editors,
    delete: ['admin'],
  },
  doctors: {
    // Written only by the server after it verified a Firebase ID token; no staff role creates or edits one.
    // Personal data: admins, and legal staff who identify the doctor behind a data-rights request
    // (marketing's leads are the contact inbox).
    create: [],
    read: { admin: 'all', marketing: 'none', legal: 'all', anonymous: 'none' },
    update: [],
    delete: ['admin'],
  },
  // Doctors' acceptances of the legal documents (src/legal): append-only, written only by the
  // server; legal staff and admins read them, nobody changes or deletes one.
  'legal-acceptances': {
    create: [],
    read: { admin: 'all', marketing: 'none', legal: 'all', anonymous: 'none' },
    update: [],
    delete: [],
  },
  // Data-rights (ARCO) requests (src/data-rights): personal data and legal's work; never marketing.
  'data-rights-requests': {
    create: ['admin', 'legal'],
    read: { admin: 'all', marketing: 'none', legal: 'all', anonymous: 'none' },
    update: ['admin', 'legal'],
    delete: ['admin', 'legal'],
  },
  // Marketing's redirects (src/redirects): staff read them; the proxy reads them with access off.
  redirects: {
    create: editors,
    read: { admin: 'all', marketing: 'all', legal: 'all', anonymous: 'none' },
    update: editors,
    delete: editors,
  },
  // The search index (src/search): written only by its hooks; staff may look, an admin may remove an entry.
  search: {
    create: [],
    read: { admin: 'all', marketing: 'all', legal: 'all', anonymous: 'none' },
    update: [],
    delete: ['admin'],
  },
  // Releases (src/releases): any staff member; what each role may add, schedule and publish is
  // checked by the collection's hooks (tests/int/releases.int.test.ts). A draft is deletable by staff.
  releases: {
    create: ['admin', 'marketing', 'legal'],
    read: { admin: 'all', marketing: 'all', legal: 'all', anonymous: 'none' },
    update: ['admin', 'marketing', 'legal'],
    delete: ['admin', 'marketing', 'legal'],
  },
  users: {
    create: ['admin'],
    read: { admin: 'all', marketing: 'own', legal: 'own', anonymous: 'none' },
    update: ['admin'],
    delete: ['admin'],
  },
}

const globals: GlobalSlug[] = [
  'site-settings',
  'header',
  'footer',
  'landing',
  'help-page',
  'contact-page',
  'features-page',
  'integrations-page',
  'security-page',
  'guides-page',
  'blog-page',
  'dashboard-page',
  'account-page',
]

let payload: Payload
const users = {} as Record<Who, User | undefined>
let mediaId: number
let counter = 0
const unique = () => `m${Date.now().toString(36)}${(counter += 1)}`

async function imageFile() {
  const sharp = (await import('sharp')).default
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${unique()}.png`, size: data.length }
}

/** Valid data to create one document of each collection. */
async function sample(
  collection: string,
): Promise<{ data: Record<string, unknown>; file?: Awaited<ReturnType<typeof imageFile>> }> {
  const key = unique()
  const rich = toLexical([{ type: 'p', text: 'Texto de prueba.' }])
  switch (collection) {
    case 'posts':
      return {
        data: {
          title: `Prueba ${key}`,
          description: 'Descripción',
          content: rich,
          image: mediaId,
          slug: key,
          type: 'article',
          readTimeMinutes: 3,
          author: 'Equipo',
          publishedAt: new Date().toISOString(),
          _status: 'draft',
        },
      }
    case 'plans':
      return {
        data: {
          key,
          order: 9,
          name: 'Plan',
          currency: 'MXN',
          period: 'month',
          description: 'D',
          features: [{ text: 'F' }],
          ctaLabel: 'Ir',
          ctaHref: '/register',
        },
      }
    case 'features':
      return { data: { key, order: 9, title: 'T', description: 'D', icon: 'check' } }
    case 'integrations':
      return { data: { key, order: 9, title: 'T', description: 'D', icon: 'check', status: 'coming-soon' } }
    case 'faq-sections':
      return { data: { key, order: 9, title: 'T', questions: [{ question: '¿Q?', answer: rich }] } }
    case 'seo-pages':
      return { data: { route: '/security', meta: { title: 'T', description: 'D' } } }
    case 'media':
      return { data: { alt: 'Imagen de prueba' }, file: await imageFile() }
    case 'legal-documents':
      return {
        data: {
          kind: 'privacy',
          // A date of its own: two published versions of a document may not share one.
          // In the past: a published fixture is in effect, so the public reads it (src/legal/effective.ts).
          lastUpdated: new Date(Date.UTC(2020, 0, counter)).toISOString(),
          title: 'Borrador',
          sections: [{ anchor: 'uno', heading: 'Uno', body: rich }],
          _status: 'draft',
        },
      }
    case 'contact-messages':
      return {
        data: {
          name: 'Ana',
          email: 'ana@example.com',
          subject: 'Hola',
          message: 'Un mensaje de prueba.',
          language: 'es',
        },
      }
    case 'doctors':
      return {
        data: {
          firebaseUid: key,
          name: 'Dra. Ana',
          email: `${key}@test.local`,
          language: 'es',
          registeredAt: new Date().toISOString(),
          trialEndsAt: new Date().toISOString(),
        },
      }
    case 'legal-acceptances':
      return {
        data: {
          doctorEmail: `${key}@test.local`,
          firebaseUid: key,
          kind: 'privacy',
          versionDate: '2025-08-20',
          acceptedAt: new Date().toISOString(),
          language: 'es',
          method: 'registration',
        },
      }
    case 'data-rights-requests':
      return {
        data: {
          summary: `Solicitud ${key}`,
          right: 'access',
          channel: 'email',
          requesterKind: 'other',
          requesterName: 'Ana',
          requesterEmail: 'ana@example.com',
          receivedOn: '2026-11-13',
          request: 'Copia de mis datos.',
        },
      }
    case 'redirects':
      return { data: { from: `/prueba-${key}`, language: 'all', type: '301', to: { type: 'custom', url: '/plans' } } }
    case 'search':
      return {
        data: {
          title: key,
          kind: 'faq',
          passages: [{ lang: 'es', path: '/help/faq', heading: 'Prueba', body: 'Texto' }],
        },
      }
    case 'releases':
      return { data: { name: `Publicación ${key}`, status: 'draft', items: [] } }
    case 'pages':
      return {
        data: {
          title: `Página ${key}`,
          slug: key.toLowerCase(),
          hero: { headline: 'Titular', visual: 'phone' },
          layout: [{ blockType: 'quote', quote: 'Cita', author: 'Autora' }],
        },
      }
    case 'sections':
      return { data: { title: `Sección ${key}`, layout: [{ blockType: 'quote', quote: 'Cita', author: 'Autora' }] } }
    case 'users':
      return { data: { email: `${key}@test.local`, password: 'test-password-123', roles: ['marketing'] } }
  }
  throw new Error(collection)
}

/** Creates a document as the admin (access off), freeing the unique route for seo-pages first. */
async function fixture(collection: string): Promise<{ id: number | string }> {
  const { data, file } = await sample(collection)
  if (collection === 'seo-pages')
    await payload.delete({ collection: 'seo-pages', where: { route: { equals: '/security' } } })
  return payload.create({
    collection: collection as CollectionSlug,
    data: data as never,
    file,
    overrideAccess: true,
    draft: true,
  })
}

function as(who: Who) {
  return { overrideAccess: false, user: users[who] } as const
}

async function allowed(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401 || /not allowed|forbidden/i.test(String((error as Error).message)))
      return false
    throw error
  }
}

beforeAll(async () => {
  payload = await testPayload()
  users.admin = await staffUser(payload, ['admin'])
  users.marketing = await staffUser(payload, ['marketing'])
  users.legal = await staffUser(payload, ['legal'])
  users.anonymous = undefined
  mediaId = (await fixture('media')).id as number
})

afterAll(async () => {
  // Put the seeded /security SEO record back if a create test removed it.
  const { totalDocs } = await payload.count({ collection: 'seo-pages', where: { route: { equals: '/security' } } })
  if (!totalDocs)
    await payload.create({ collection: 'seo-pages', data: { route: '/security', meta: { title: 'Seguridad' } } })
})

describe.each(Object.entries(collections))('%s', (collection, row) => {
  const slug = collection as CollectionSlug

  it.each(everyone)('create as %s', async (who) => {
    const { data, file } = await sample(collection)
    if (collection === 'seo-pages')
      await payload.delete({ collection: 'seo-pages', where: { route: { equals: '/security' } } })
    expect(
      await allowed(() => payload.create({ collection: slug, data: data as never, file, draft: true, ...as(who) })),
    ).toBe(row.create.includes(who))
  })

  it.each(everyone)('read as %s', async (who) => {
    const doc = await fixture(collection)
    const expected = row.read[who]
    const result = await allowed(() =>
      payload.find({ collection: slug, where: { id: { equals: doc.id } }, draft: true, ...as(who) }),
    )
    if (expected === 'none') return expect(result).toBe(false)
    expect(result).toBe(true)
    const found = await payload.find({ collection: slug, where: { id: { equals: doc.id } }, draft: true, ...as(who) })
    // A fresh fixture is a draft where drafts exist, and never the reader's own account.
    expect(found.totalDocs).toBe(expected === 'all' ? 1 : 0)
    if (expected === 'own' && users[who]) {
      const own = await payload.find({ collection: slug, where: { id: { equals: users[who]!.id } }, ...as(who) })
      expect(own.totalDocs).toBe(1)
    }
  })

  it.each(everyone)('update as %s', async (who) => {
    const doc = await fixture(collection)
    const data =
      collection === 'users'
        ? { name: 'Cambio' }
        : collection === 'media'
          ? { alt: 'Cambio' }
          : collection === 'seo-pages'
            ? { meta: { title: 'Cambio' } }
            : collection === 'contact-messages'
              ? { status: 'answered' }
              : collection === 'doctors'
                ? { name: 'Cambio' }
                : collection === 'legal-acceptances'
                  ? { versionDate: '2020-01-01' }
                  : collection === 'faq-sections' ||
                      collection === 'plans' ||
                      collection === 'features' ||
                      collection === 'integrations'
                    ? { order: 3 }
                    : { title: 'Cambio' }
    expect(
      await allowed(() =>
        payload.update({ collection: slug, id: doc.id, data: data as never, draft: true, ...as(who) }),
      ),
    ).toBe(row.update.includes(who))
  })

  it.each(everyone)('delete as %s', async (who) => {
    const doc = await fixture(collection)
    expect(await allowed(() => payload.delete({ collection: slug, id: doc.id, ...as(who) }))).toBe(
      row.delete.includes(who),
    )
  })

  it.each(everyone)('publish as %s', async (who) => {
    if (!row.publish) {
      // No drafts here: saving is publishing, so publishing follows update.
      expect(slug in { posts: 1, 'legal-documents': 1, plans: 1, 'faq-sections': 1 }).toBe(false)
      return
    }
    const doc = await fixture(collection)
    const ok = await allowed(() =>
      payload.update({ collection: slug, id: doc.id, data: { _status: 'published' } as never, ...as(who) }),
    )
    expect(ok).toBe(row.publish.includes(who))
    const anonymous = await payload.find({ collection: slug, where: { id: { equals: doc.id } }, overrideAccess: false })
    expect(anonymous.totalDocs).toBe(ok ? 1 : 0)
  })
})

describe.each(globals)('global %s', (slug) => {
  it.each(everyone)('read as %s', async (who) => {
    expect(await allowed(() => payload.findGlobal({ slug, ...as(who) }))).toBe(true)
  })

  it.each(everyone)('update as %s', async (who) => {
    const current = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
    const { id: _id, updatedAt: _u, createdAt: _c, globalType: _g, ...data } = current
    const ok = await allowed(() => payload.updateGlobal({ slug, data: data as never, ...as(who) }))
    expect(ok).toBe(who === 'admin' || who === 'marketing')
  })
})

/**
 * Issue 29: a published legal version stays in the public history. Nobody unpublishes or deletes
 * it (admins included); only an admin withdraws it, and only with a reason.
 */
describe('published legal versions', () => {
  let day = 0
  const legalRoles: Who[] = ['admin', 'marketing', 'legal']

  async function publishedVersion() {
    day += 1
    return payload.create({
      collection: 'legal-documents',
      data: {
        kind: 'terms',
        lastUpdated: new Date(Date.UTC(2019, 0, day, 12)).toISOString(),
        title: 'Términos publicados',
        sections: [{ anchor: 'uno', heading: 'Uno', body: toLexical([{ type: 'p', text: 'Texto.' }]) as never }],
        _status: 'published',
      },
      overrideAccess: true,
    })
  }

  /** The HTTP status an action ends with (200 when it succeeds). */
  async function status(action: () => Promise<unknown>): Promise<number> {
    try {
      await action()
      return 200
    } catch (error) {
      return (error as { status?: number }).status ?? 500
    }
  }

  const stored = (id: number) =>
    payload.findByID({ collection: 'legal-documents', id, depth: 0, overrideAccess: true, disableErrors: true })

  it.each(legalRoles)('unpublish as %s: refused, the version stays published', async (who) => {
    const version = await publishedVersion()
    const result = await status(() =>
      payload.update({ collection: 'legal-documents', id: version.id, data: { _status: 'draft' }, ...as(who) }),
    )
    expect(result).toBe(403)
    expect((await stored(version.id))?._status).toBe('published')
  })

  it.each(legalRoles)('delete as %s: refused, the version stays', async (who) => {
    const version = await publishedVersion()
    const result = await status(() => payload.delete({ collection: 'legal-documents', id: version.id, ...as(who) }))
    expect(result).not.toBe(200)
    expect([403, 404]).toContain(result)
    expect((await stored(version.id))?._status).toBe('published')
  })

  it.each(legalRoles)('withdraw with a reason as %s: only an admin may', async (who) => {
    const version = await publishedVersion()
    const reason = 'Publicada por error: la cláusula 3 no estaba aprobada.'
    const result = await status(() =>
      payload.update({
        collection: 'legal-documents',
        id: version.id,
        data: { withdrawn: true, withdrawalReason: reason },
        locale: 'es',
        ...as(who),
      }),
    )
    const after = await stored(version.id)
    if (who === 'admin') {
      expect(result).toBe(200)
      expect(after?.withdrawnAt).toBeTruthy()
      expect(after?.withdrawalReason).toBe(reason)
      // Still public (the history shows the withdrawal), still published.
      const anonymous = await payload.find({
        collection: 'legal-documents',
        where: { id: { equals: version.id } },
        overrideAccess: false,
      })
      expect(anonymous.docs[0]?.withdrawnAt).toBe(after?.withdrawnAt)
      // And a withdrawal is not taken back, nor its reason erased.
      expect(
        await status(() =>
          payload.update({
            collection: 'legal-documents',
            id: version.id,
            data: { withdrawn: false },
            ...as('admin'),
          }),
        ),
      ).toBe(400)
      expect((await stored(version.id))?.withdrawnAt).toBe(after?.withdrawnAt)
    } else {
      expect(result).toBe(403)
      expect(after?.withdrawnAt ?? null).toBeNull()
    }
  })

  // Issue 38: a withdrawal whose COMMIT fails was answered as done, and the version stayed current.
  it.each(['es', 'en'] as const)(
    "a withdrawal whose COMMIT fails is a 503 in the admin's language (%s), and the version stays as it was",
    async (language) => {
      const version = await publishedVersion()
      const { token } = await payload.login({
        collection: 'users',
        data: { email: users.admin!.email, password: 'test-password-123' },
      })
      const fault = await failCommitsOn(payload, 'legal_documents', 'raise')
      let response: Response
      try {
        response = await REST_PATCH(config)(
          new Request(`http://localhost/api/legal-documents/${version.id}?locale=es`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, 'accept-language': language },
            body: JSON.stringify({ withdrawn: true, withdrawalReason: 'Publicada por error.' }),
          }),
          { params: Promise.resolve({ slug: ['legal-documents', String(version.id)] }) },
        )
      } finally {
        await fault.stop()
      }
      expect(response.status).toBe(503)
      const { errors } = (await response.json()) as { errors: Array<{ message: string }> }
      expect(errors[0]?.message).toBe(
        language === 'es'
          ? 'La base de datos no confirmó el cambio, así que no se guardó nada. Espera unos segundos e inténtalo de nuevo.'
          : 'The database did not confirm the change, so nothing was saved. Wait a few seconds and try again.',
      )
      const after = await stored(version.id)
      expect(after?.withdrawn ?? false).toBe(false)
      expect(after?.withdrawnAt ?? null).toBeNull()
    },
  )

  it.each(legalRoles)('withdraw without a reason as %s: refused', async (who) => {
    const version = await publishedVersion()
    const result = await status(() =>
      payload.update({
        collection: 'legal-documents',
        id: version.id,
        data: { withdrawn: true, withdrawalReason: '  ' },
        locale: 'es',
        ...as(who),
      }),
    )
    expect(result).toBe(who === 'admin' ? 400 : 403)
    expect((await stored(version.id))?.withdrawnAt ?? null).toBeNull()
  })

  it('legal staff still save a draft over a published version (that is no unpublish)', async () => {
    const version = await publishedVersion()
    await payload.update({
      collection: 'legal-documents',
      id: version.id,
      data: { title: 'Borrador encima', _status: 'draft' },
      draft: true,
      ...as('legal'),
    })
    const after = await stored(version.id)
    expect(after?._status).toBe('published')
    expect(after?.title).toBe('Términos publicados')
  })
})
