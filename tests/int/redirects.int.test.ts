import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { siteHost } from '#src/redirects/site-host.ts'
import { refusal, staffUser, testPayload } from '#tests/int/helpers.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Data = {
  from: string
  language?: 'all' | 'es' | 'en'
  type?: '301' | '302' | '307' | '308'
  url?: string
  post?: number
  allowedHost?: string
}

const data = ({ from, language = 'all', type = '301', url, post, allowedHost }: Data) => ({
  from,
  language,
  type,
  allowedHost,
  to: post
    ? { type: 'reference' as const, reference: { relationTo: 'posts' as const, value: post } }
    : { type: 'custom' as const, url },
})

describe('redirects: checks at save', () => {
  it('the migration moved /planes into the collection', async () => {
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: '/planes' } } })
    expect(docs[0]).toMatchObject({
      from: '/planes',
      type: '308',
      language: 'all',
      to: { type: 'custom', url: '/plans' },
    })
  })

  it('normalizes the path and refuses /en paths, system paths and a second redirect from the same path', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const as = { overrideAccess: false, user: marketing }
    const saved = await payload.create({
      collection: 'redirects',
      data: data({ from: '/viejo-a/?x=1', url: '/plans' }),
      ...as,
    })
    expect(saved.from).toBe('/viejo-a')
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/en/viejo-b', url: '/plans' }), ...as }),
      ),
    ).toMatch(/sin \/en/)
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/admin/x', url: '/plans' }), ...as }),
      ),
    ).toMatch(/del sistema/)
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/viejo-a', url: '/help' }), ...as })),
    ).toMatch(/Ya hay un redireccionamiento desde \/viejo-a/)
    // The same path in the other language only is a different redirect.
    await payload.delete({ collection: 'redirects', id: saved.id })
  })

  it('refuses loops and chains longer than one hop', async () => {
    const a = await payload.create({ collection: 'redirects', data: data({ from: '/loop-a', url: '/loop-b' }) })
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/loop-c', url: '/loop-c' }) })),
    ).toMatch(/apunta a sí mismo/)
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/loop-b', url: '/loop-a' }) })),
    ).toMatch(/Bucle: \/loop-a ya redirige a \/loop-b/)
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/loop-b', url: '/plans' }) })),
    ).toMatch(/\/loop-a ya redirige a \/loop-b/)
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/loop-z', url: '/loop-a' }) })),
    ).toMatch(/un solo salto/)
    // English only and Spanish only do not meet: /en/loop-b → /en/loop-a is fine when /loop-a is Spanish only.
    await payload.update({ collection: 'redirects', id: a.id, data: { language: 'es' } })
    const english = await payload.create({
      collection: 'redirects',
      data: data({ from: '/loop-b', url: '/loop-a', language: 'en' }),
    })
    await payload.delete({ collection: 'redirects', id: english.id })
    await payload.delete({ collection: 'redirects', id: a.id })
  })

  it('refuses a target off the site unless an admin allowed that host; marketing cannot allow one', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const admin = await staffUser(payload, ['admin'])
    const offsite = data({ from: '/afuera', url: 'https://partner.example/promo', allowedHost: 'partner.example' })
    expect(
      await refusal(payload.create({ collection: 'redirects', data: offsite, overrideAccess: false, user: marketing })),
    ).toMatch(/partner\.example.*administrador/)
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/afuera', url: 'javascript:alert(1)' }) }),
      ),
    ).toMatch(/ruta del sitio/)
    const allowed = await payload.create({ collection: 'redirects', data: offsite, overrideAccess: false, user: admin })
    expect(allowed.allowedHost).toBe('partner.example')
    // Marketing may edit it, but not send it to another host.
    const other = { to: { type: 'custom' as const, url: 'https://evil.example/' } }
    expect(
      await refusal(
        payload.update({
          collection: 'redirects',
          id: allowed.id,
          data: other,
          overrideAccess: false,
          user: marketing,
        }),
      ),
    ).toMatch(/evil\.example/)
    await payload.delete({ collection: 'redirects', id: allowed.id })
  })

  it('refuses a target the server would read as another host, and stores a site target as the server reads it (issue 26, item 1)', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const as = { overrideAccess: false, user: marketing }
    for (const url of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e%2e//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/.\\/evil.example',
      '/%5c%5cevil.example',
      '/\t/evil.example',
    ]) {
      const message = await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/salida', url }), ...as }),
      )
      expect([url, message]).toEqual([url, expect.stringMatching(/no es una ruta simple del sitio/)])
    }
    expect((await payload.find({ collection: 'redirects', where: { from: { equals: '/salida' } } })).totalDocs).toBe(0)
    const saved = await payload.create({
      collection: 'redirects',
      data: data({ from: '/salida', url: '/a/../plans/?ref=x#top' }),
      ...as,
    })
    expect(saved.to?.url).toBe('/plans?ref=x#top')
    await payload.delete({ collection: 'redirects', id: saved.id })
  })

  it('refuses sign-in, registration, dashboard, legal and preview paths as sources, for marketing and admins (issue 26, item 1)', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const admin = await staffUser(payload, ['admin'])
    for (const user of [marketing, admin])
      for (const from of [
        '/login',
        '/LOGIN',
        '/es/login',
        '/register/',
        '/dashboard',
        '/es/dashboard/x',
        '/privacy',
        '/terms-of-service/history',
        '/preview/page/help',
        '/x/../login',
      ]) {
        const message = await refusal(
          payload.create({ collection: 'redirects', data: data({ from, url: '/plans' }), overrideAccess: false, user }),
        )
        expect([from, message]).toEqual([from, expect.stringMatching(/no se puede redirigir/)])
      }
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: data({ from: '/es/viejo', url: '/plans' }),
          overrideAccess: false,
          user: marketing,
        }),
      ),
    ).toMatch(/sin \/en ni \/es/)
  })

  it('refuses loops and chains across the two languages, absolute URLs to this site counting as paths (issue 26, item 3)', async () => {
    const site = `http://${siteHost()}`
    // English /cruce-a → the Spanish /cruce-b; Spanish /cruce-b → English /cruce-a: a loop.
    const english = await payload.create({
      collection: 'redirects',
      data: data({ from: '/cruce-a', language: 'en', url: `${site}/cruce-b` }),
    })
    for (const url of [`${site}/en/cruce-a`, '/en/cruce-a', `${site}/en/cruce-a/?x=1`]) {
      const message = await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/cruce-b', language: 'es', url }) }),
      )
      expect([url, message]).toEqual([url, expect.stringMatching(/Bucle: \/en\/cruce-a ya redirige a \/cruce-b/)])
    }
    // Both languages: the Spanish half would loop the same way.
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: data({ from: '/cruce-b', url: `${site}/en/cruce-a` }) }),
      ),
    ).toMatch(/Bucle/)
    // A second hop through the other language: /cruce-c (es) → /en/cruce-a, which already redirects.
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: data({ from: '/cruce-c', language: 'es', url: `${site}/en/cruce-a` }),
        }),
      ),
    ).toMatch(/un solo salto/)
    // And the other way round: the Spanish /cruce-b is redirected now, so the English rule would be a second hop.
    await payload.delete({ collection: 'redirects', id: english.id })
    const spanish = await payload.create({
      collection: 'redirects',
      data: data({ from: '/cruce-b', language: 'es', url: '/plans' }),
    })
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: data({ from: '/cruce-a', language: 'en', url: `${site}/cruce-b` }),
        }),
      ),
    ).toMatch(/ya redirige a otra dirección/)
    // One redirect whose two languages chain into each other: /cruce-d → /en/cruce-d loops in English.
    expect(
      await refusal(payload.create({ collection: 'redirects', data: data({ from: '/cruce-d', url: '/en/cruce-d' }) })),
    ).toMatch(/apunta a sí mismo|ya redirige/)
    await payload.delete({ collection: 'redirects', id: spanish.id })
    // A target written with its language (/es/…, /en/…) is that language's page: the same loop.
    const written = await payload.create({
      collection: 'redirects',
      data: data({ from: '/cruce-e', language: 'en', url: '/es/cruce-f' }),
    })
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: data({ from: '/cruce-f', language: 'es', url: '/en/cruce-e' }),
        }),
      ),
    ).toMatch(/Bucle: \/en\/cruce-e ya redirige a \/cruce-f/)
    await payload.delete({ collection: 'redirects', id: written.id })
  })

  it('a published post whose number changes keeps its old address, pointing at the post', async () => {
    const [post] = (
      await payload.find({
        collection: 'posts',
        sort: '-articleNumber',
        limit: 1,
        where: { _status: { equals: 'published' } },
      })
    ).docs
    const old = post.articleNumber!
    // A draft saved after the publish: the site still shows the post at its published number.
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'es',
      data: { title: `${post.title} ·` },
      draft: true,
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { articleNumber: old + 50, title: post.title, _status: 'published' },
    })
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/blog/${old}` } },
      depth: 0,
    })
    expect(docs[0]).toMatchObject({
      type: '301',
      language: 'all',
      to: { type: 'reference', reference: { relationTo: 'posts', value: post.id } },
    })
    // Back to the old number: that address is a live page again, so its redirect goes.
    await payload.update({ collection: 'posts', id: post.id, data: { articleNumber: old, _status: 'published' } })
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: `/blog/${old}` } } })).totalDocs,
    ).toBe(0)
    expect(
      (await payload.find({ collection: 'redirects', where: { from: { equals: `/blog/${old + 50}` } } })).totalDocs,
    ).toBe(1)
  })
})

describe('redirects: a target the site does not have (issue 32)', () => {
  it('is saved, and every read names the missing path; a working target names none', async () => {
    const marketing = await staffUser(payload, ['marketing'])
    const as = { overrideAccess: false, user: marketing }
    const suffix = Date.now().toString(36)
    const missing = await payload.create({
      collection: 'redirects',
      data: data({ from: `/campana-${suffix}`, url: `/promo-que-no-existe-${suffix}` }),
      ...as,
    })
    const working = await payload.create({
      collection: 'redirects',
      data: data({ from: `/otra-campana-${suffix}`, url: '/plans?utm_source=x' }),
      ...as,
    })
    expect(missing.missingTarget).toBe(`/promo-que-no-existe-${suffix}`)
    expect(working.missingTarget ?? null).toBeNull()
    // The list reads them all at once: each one still says its own.
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { id: { in: [missing.id, working.id] } },
      sort: 'id',
      ...as,
    })
    expect(docs.map((doc) => doc.missingTarget ?? null)).toEqual([`/promo-que-no-existe-${suffix}`, null])
  })
})
