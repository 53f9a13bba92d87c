import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkContentHealth } from '#src/content-health/check.ts'
import { checkHref, checkReference } from '#src/content-health/links.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import type { LegalDocument, Post } from '#src/payload-types.ts'
import { siteHost } from '#src/redirects/site-host.ts'
import { seed } from '#src/seed/seed.ts'
import { testPayload } from '#tests/int/helpers.ts'

let payload: Payload
let published: Post
let unpublished: Post
let legal: LegalDocument

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { reset: true })
  const { docs } = await payload.find({ collection: 'posts', sort: 'articleNumber', limit: 2, depth: 0 })
  ;[published, unpublished] = docs
  await payload.update({ collection: 'posts', id: unpublished.id, data: { _status: 'draft' }, depth: 0 })
  legal = (
    await payload.find({ collection: 'legal-documents', where: { kind: { equals: 'privacy' } }, limit: 1, depth: 0 })
  ).docs[0]
  await payload.create({
    collection: 'redirects',
    data: { from: '/precios-viejos', language: 'en', type: '301', to: { type: 'custom', url: '/plans' } },
  })
})

describe('content health: link resolution with the route list and the redirects', () => {
  it('accepts site pages in both languages, with anchors and queries, and site-host absolute URLs', async () => {
    const site = await loadLinkSite(payload)
    for (const href of [
      '/plans',
      '/en/plans',
      '/es/plans',
      '/plans#precios',
      '/#precios',
      '/en/help/faq?x=1',
      '/contact/thanks',
      '#top',
      `https://${siteHost()}/en/security`,
    ])
      expect(checkHref(site, href), href).toBeNull()
    expect(checkHref(site, '/planz')).toEqual({ kind: 'not-found', path: '/planz' })
    expect(checkHref(site, '/en/planz#precios')).toEqual({ kind: 'not-found', path: '/en/planz' })
    expect(checkHref(site, `https://${siteHost()}/nothing`)).toMatchObject({ kind: 'not-found' })
    // Other sites are not followed.
    expect(checkHref(site, 'https://example.org/nothing')).toBeNull()
  })

  it('reports a link through a redirect, in the language the redirect applies to', async () => {
    const site = await loadLinkSite(payload)
    expect(checkHref(site, '/planes')).toMatchObject({ kind: 'redirect', to: '/plans' })
    expect(checkHref(site, '/en/planes#x')).toMatchObject({ kind: 'redirect', to: '/en/plans' })
    expect(checkHref(site, '/en/precios-viejos')).toMatchObject({ kind: 'redirect', to: '/en/plans' })
    expect(checkHref(site, '/precios-viejos')).toEqual({ kind: 'not-found', path: '/precios-viejos' })
  })

  it('tells published, unpublished, deleted and unknown posts and legal versions apart', async () => {
    const site = await loadLinkSite(payload)
    expect(checkHref(site, `/blog/${published.articleNumber}`)).toBeNull()
    expect(checkHref(site, `/en/blog/${unpublished.articleNumber}`)).toEqual({
      kind: 'unpublished',
      path: `/en/blog/${unpublished.articleNumber}`,
    })
    expect(checkHref(site, '/blog/987654')).toEqual({ kind: 'not-found', path: '/blog/987654' })
    expect(checkReference(site, 'posts', published.id)).toBeNull()
    expect(checkReference(site, 'posts', { id: unpublished.id })).toMatchObject({ kind: 'unpublished' })
    expect(checkReference(site, 'posts', 987654)).toEqual({ kind: 'deleted' })
    expect(checkReference(site, 'legal-documents', legal.id)).toBeNull()
    expect(checkReference(site, 'legal-documents', 987654)).toEqual({ kind: 'deleted' })
    const date = legal.lastUpdated.slice(0, 10)
    expect(checkHref(site, `/privacy/${date}`)).toBeNull()
    expect(checkHref(site, `/en/privacy/${date}/pdf`)).toBeNull()
    expect(checkHref(site, '/privacy/2001-01-01')).toEqual({ kind: 'not-found', path: '/privacy/2001-01-01' })
  })

  it('checks the form of wa.me, mailto: and tel: links', async () => {
    const site = await loadLinkSite(payload)
    for (const href of [
      'https://wa.me/5215512345678',
      'https://wa.me/5215512345678?text=Hola',
      'mailto:ventas@citaya.mx',
      'mailto:ventas@citaya.mx?subject=Demo',
      'tel:+525512345678',
    ])
      expect(checkHref(site, href), href).toBeNull()
    expect(checkHref(site, 'https://wa.me/+52 55 1234 5678')).toEqual({ kind: 'malformed', scheme: 'wa.me' })
    expect(checkHref(site, 'https://wa.me/55123')).toEqual({ kind: 'malformed', scheme: 'wa.me' })
    expect(checkHref(site, 'mailto:ventas@')).toEqual({ kind: 'malformed', scheme: 'mailto' })
    expect(checkHref(site, 'tel:55 1234 5678')).toEqual({ kind: 'malformed', scheme: 'tel' })
  })

  it('the site check finds a rich text link to an unpublished post, an image without English alt text and an SEO title off length, with the field', async () => {
    await payload.update({
      collection: 'posts',
      id: published.id,
      locale: 'es',
      data: {
        content: {
          root: {
            type: 'root',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            children: [
              {
                type: 'paragraph',
                format: '',
                indent: 0,
                version: 1,
                direction: 'ltr',
                textFormat: 0,
                textStyle: '',
                children: [
                  {
                    type: 'link',
                    format: '',
                    indent: 0,
                    version: 3,
                    direction: 'ltr',
                    fields: {
                      linkType: 'internal',
                      newTab: false,
                      doc: { relationTo: 'posts', value: unpublished.id },
                    },
                    children: [
                      {
                        type: 'text',
                        text: 'otro artículo',
                        detail: 0,
                        format: 0,
                        mode: 'normal',
                        style: '',
                        version: 1,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        } as never,
        meta: { title: 'Corto' },
      },
      context: { skipRevalidate: true },
    })
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]
    // An image saved before alt text was required in English (the admin refuses it empty now).
    await payload.db.drizzle.execute(sql`DELETE FROM media_locales WHERE _parent_id = ${media.id} AND _locale = 'en'`)

    const issues = await checkContentHealth(payload)
    const of = (entity: string, id: number | string) =>
      issues.filter((issue) => issue.entity === entity && issue.docId === String(id))
    expect(of('posts', published.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'content',
          locale: 'es',
          problem: { kind: 'unpublished', path: `/blog/${unpublished.articleNumber}` },
        }),
        expect.objectContaining({
          path: 'meta.title',
          locale: 'es',
          problem: expect.objectContaining({ kind: 'seo-length', length: 5 }),
        }),
      ]),
    )
    expect(of('media', media.id)).toEqual([
      expect.objectContaining({ path: 'alt', locale: 'en', problem: { kind: 'missing-alt' } }),
    ])
    // The unpublished post's own content is not published: not checked.
    expect(of('posts', unpublished.id)).toEqual([])
  })
})
