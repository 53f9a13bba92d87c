import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkHref } from '#src/content-health/links.ts'
import { loadLinkSite } from '#src/content-health/site.ts'
import { publicRead } from '#src/data/collections.ts'
import type { Page, User } from '#src/payload-types.ts'
import {
  refusal,
  staffUser,
  testPayload,
  requestIn as requestInAs,
  unique,
  inJson as json,
  quoteBlock,
  type PageBlock,
} from '#tests/int/helpers.ts'

/**
 * Pages marketing makes from blocks (issue 39), on the real database: the address rules, the
 * bounds, and the block shape that keeps clear of Payload's localized-blocks bugs (save → edit in
 * the other language → reorder → save, with drafts, then publish).
 */
let payload: Payload
let marketing: User

beforeAll(async () => {
  payload = await testPayload()
  marketing = await staffUser(payload, ['marketing'])
})

const asMarketing = () => ({ user: marketing, overrideAccess: false })

const requestIn = (language: 'es' | 'en') => requestInAs(payload, marketing, language)

/** The message a publish of the page gets, refused, with the admin in `language`. */
const publishRefusal = async (id: number, language: 'es' | 'en') =>
  refusal(
    payload.update({
      collection: 'pages',
      id,
      locale: 'es',
      data: { _status: 'published' },
      req: await requestIn(language),
    }),
  )

/** Whether visitors can read the page (its published version). */
const isPublic = async (id: number) =>
  (await payload.find({ ...publicRead, collection: 'pages', where: { id: { equals: id } } })).docs.length > 0

const quote = quoteBlock
const cards = (title: string): PageBlock => ({
  blockType: 'cards',
  heading: title,
  items: [{ title: `${title} 1`, description: 'Uno', icon: 'calendar' }],
})

async function draftPage(title: string, extra: Partial<Page> = {}) {
  return payload.create({
    collection: 'pages',
    locale: 'es',
    draft: true,
    data: { title, hero: { headline: title, visual: 'phone' }, layout: [quote('Cita')], ...extra },
    ...asMarketing(),
  })
}

describe('a page address', () => {
  it('is normalised from what staff type, or from the title when left empty', async () => {
    const base = unique('Psicólogos y Terapeutas')
    const fromTitle = await draftPage(base)
    expect(fromTitle.slug).toBe(base.toLowerCase().replace('ó', 'o').replace(/ /g, '-'))
    const typed = await draftPage('Otra', { slug: `¡${base} Ñandú!` })
    expect(typed.slug).toMatch(/^psicologos-y-terapeutas-\d+-\d+-nandu$/)
  })

  it('may differ per language, and is unique per language only', async () => {
    const es = unique('para-psicologos')
    const en = unique('for-psychologists')
    const page = await draftPage('Para psicólogos', { slug: es })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      data: { slug: en },
      ...asMarketing(),
    })
    const read = (locale: 'es' | 'en') =>
      payload.findByID({ collection: 'pages', id: page.id, locale, draft: true, depth: 0, ...asMarketing() })
    expect((await read('es')).slug).toBe(es)
    expect((await read('en')).slug).toBe(en)

    // The English address is free in Spanish, and the other way round (for a page with an English
    // address of its own: without one, it would show at its Spanish one in English too).
    const other = await draftPage('Otra', { slug: unique('otra') })
    await payload.update({
      collection: 'pages',
      id: other.id,
      locale: 'en',
      draft: true,
      data: { slug: es },
      ...asMarketing(),
    })
    const moved = await payload.update({
      collection: 'pages',
      id: other.id,
      locale: 'es',
      draft: true,
      data: { slug: en },
      ...asMarketing(),
    })
    expect(moved.slug).toBe(en)
    const taken = await refusal(draftPage('Copia', { slug: es }))
    expect(taken).toContain(`La página «Para psicólogos» ya tiene la dirección /${es}`)
    const takenEn = await refusal(
      payload.update({
        collection: 'pages',
        id: other.id,
        locale: 'en',
        draft: true,
        data: { slug: en },
        req: await requestIn('en'),
      }),
    )
    expect(takenEn).toContain(json(`The page "Para psicólogos" already has the address /en/${en}`))
  })

  it('is refused on a route of the site, a system path or under one, in the admin’s language', async () => {
    for (const slug of ['plans', 'admin', 'api', 'en', 'blog', 'contact', 'preview']) {
      expect(await refusal(draftPage('Ruta', { slug }))).toContain('es una dirección del propio sitio o del sistema')
    }
    const parent = await draftPage('Padre', { slug: unique('padre') })
    // Under a page is fine; a page of the site is not.
    const child = await draftPage('Hija', { slug: 'plans', parent: parent.id })
    expect(child.slug).toBe('plans')
    const english = await refusal(
      payload.create({
        collection: 'pages',
        locale: 'es',
        draft: true,
        data: { title: 'Admin', slug: 'admin', hero: { headline: 'x', visual: 'phone' } },
        req: await requestIn('en'),
      }),
    )
    expect(english).toContain('/admin is an address of the site itself or of the system')
  })

  it('is refused when a redirect starts there (the redirect would hide the page)', async () => {
    const from = unique('/campana-vieja')
    await payload.create({
      collection: 'redirects',
      data: { from, language: 'all', type: '301', to: { type: 'custom', url: '/plans' } },
      overrideAccess: true,
    })
    expect(await refusal(draftPage('Campaña', { slug: from.slice(1) }))).toContain(
      `Hay un redireccionamiento desde ${from}`,
    )
  })

  it('once published, cannot become a redirect source (the redirect would hide it)', async () => {
    const slug = unique('campana-viva')
    const page = await draftPage('Campaña viva', { slug })
    const redirect = async (language: 'es' | 'en') =>
      refusal(
        payload.create({
          collection: 'redirects',
          data: { from: `/${slug}`, language: 'all', type: '301', to: { type: 'custom', url: '/plans' } },
          req: await requestIn(language),
        }),
      )
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { _status: 'published' },
      ...asMarketing(),
    })
    expect(await redirect('es')).toContain(`/${slug} es la dirección de una página publicada`)
    expect(await redirect('en')).toContain(`/${slug} is the address of a published page`)
  })

  it('nests under a parent, never under itself or its own descendants', async () => {
    const root = await draftPage('Especialidades', { slug: unique('especialidades') })
    const child = await draftPage('Psicólogos', { slug: 'psicologos', parent: root.id })
    const update = (id: number, parent: number) =>
      payload.update({ collection: 'pages', id, locale: 'es', draft: true, data: { parent }, ...asMarketing() })
    expect(await refusal(update(root.id, root.id))).toContain('Una página no puede estar debajo de sí misma')
    expect(await refusal(update(root.id, child.id))).toContain('Una página no puede estar debajo de sí misma')
    const en = await refusal(
      payload.update({
        collection: 'pages',
        id: root.id,
        locale: 'es',
        draft: true,
        data: { parent: child.id },
        req: await requestIn('en'),
      }),
    )
    expect(en).toContain('A page cannot be under itself')
  })
})

describe('a page’s bounds', () => {
  it('refuses more than 60 blocks, even in a draft', async () => {
    const layout = Array.from({ length: 61 }, (_, index) => quote(`Cita ${index}`))
    expect(await refusal(draftPage('Larga', { layout }))).toContain('Una página admite hasta 60 bloques')
    const sixty = await draftPage('Sesenta', { layout: layout.slice(0, 60) })
    expect(sixty.layout).toHaveLength(60)
  })

  it('refuses more than 1 MB of text, even in a draft', async () => {
    const layout = Array.from({ length: 3 }, () => quote('x'.repeat(400_000)))
    expect(await refusal(draftPage('Enorme', { layout }))).toContain('superan 1 MB de texto')
  })

  it('refuses an over-long title on publish', async () => {
    const message = await refusal(
      payload.create({
        collection: 'pages',
        locale: 'es',
        draft: false,
        data: {
          title: 'x'.repeat(121),
          slug: unique('largo'),
          hero: { headline: 'x', visual: 'phone' },
          layout: [quote('Cita')],
          _status: 'published',
        },
        ...asMarketing(),
      }),
    )
    expect(message).toContain('title')
  })

  it('keeps an empty layout as a draft but refuses to publish it, in both admin languages', async () => {
    const page = await draftPage('Vacía', { layout: [] })
    const publish = (language: 'es' | 'en') => publishRefusal(page.id, language)
    expect(await publish('es')).toContain('Agrega al menos un bloque antes de publicar')
    expect(await publish('en')).toContain('Add at least one block before publishing')
    expect(await isPublic(page.id)).toBe(false)
  })

  it('refuses to publish a page with two contact forms, in both admin languages; one is published', async () => {
    const form: PageBlock = { blockType: 'contactForm', heading: 'Escríbenos', subject: 'Oferta' }
    const page = await draftPage('Dos formularios', { slug: unique('dos-formularios'), layout: [form, form] })
    const publish = (language: 'es' | 'en') => publishRefusal(page.id, language)
    expect(await publish('es')).toContain('Una página lleva un solo formulario de contacto')
    expect(await publish('en')).toContain('A page holds one contact form only')
    expect(await isPublic(page.id)).toBe(false)
    const published = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { layout: [form], _status: 'published' },
      ...asMarketing(),
    })
    expect(published.layout?.map((block) => block.blockType)).toEqual(['contactForm'])
  })
})

describe('the block shape (not localized blocks, localized fields inside)', () => {
  it('survives save → edit in English → reorder → delete → save, with drafts, then publish', async () => {
    const slug = unique('ciclo')
    const page = await draftPage('Ciclo', {
      slug,
      layout: [cards('Tarjetas'), quote('Cita A'), quote('Cita B'), cards('Más tarjetas')],
    })
    const ids = (page.layout ?? []).map((block) => block.id!)
    const read = (locale: 'es' | 'en', draft = true) =>
      payload.findByID({ collection: 'pages', id: page.id, locale, draft, depth: 0, overrideAccess: true })

    // Edit the same blocks in English (by id): the Spanish words stay.
    const spanish = await read('es')
    const english = (spanish.layout ?? []).map((block) =>
      block.blockType === 'quote'
        ? { ...block, quote: `EN ${block.quote}` }
        : block.blockType === 'cards'
          ? {
              ...block,
              heading: `EN ${block.heading}`,
              items: block.items?.map((item) => ({ ...item, title: `EN ${item.title}` })),
            }
          : block,
    )
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      data: { title: 'Cycle', slug: unique('cycle'), layout: english },
      ...asMarketing(),
    })

    // Reorder in English: the last block first, and save again.
    const reordered = [english[3], english[0], english[1], english[2]]
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      draft: true,
      data: { layout: reordered },
      ...asMarketing(),
    })
    const order = [ids[3], ids[0], ids[1], ids[2]]
    const afterReorderEs = await read('es')
    expect(afterReorderEs.layout?.map((block) => block.id)).toEqual(order)
    expect(afterReorderEs.layout?.map((block) => block.blockType)).toEqual(['cards', 'cards', 'quote', 'quote'])
    expect(afterReorderEs.layout?.[2]).toMatchObject({ quote: 'Cita A' })
    expect(afterReorderEs.layout?.[0]).toMatchObject({ heading: 'Más tarjetas', items: [{ title: 'Más tarjetas 1' }] })
    const afterReorderEn = await read('en')
    expect(afterReorderEn.layout?.[2]).toMatchObject({ quote: 'EN Cita A' })
    expect(afterReorderEn.layout?.[0]).toMatchObject({
      heading: 'EN Más tarjetas',
      items: [{ title: 'EN Más tarjetas 1' }],
    })

    // Remove a block from the middle in Spanish (a gap in `_order` is where #17508 starts), edit, save.
    const withoutA = (afterReorderEs.layout ?? []).filter((block) => block.id !== ids[1])
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      draft: true,
      data: {
        layout: withoutA.map((block) => (block.blockType === 'quote' ? { ...block, quote: 'Cita B editada' } : block)),
      },
      ...asMarketing(),
    })
    for (const locale of ['es', 'en'] as const) {
      const doc = await read(locale)
      expect(doc.layout?.map((block) => block.id)).toEqual([ids[3], ids[0], ids[2]])
      expect(doc.layout?.every((block) => typeof block.blockType === 'string')).toBe(true)
    }
    expect((await read('en')).layout?.[2]).toMatchObject({ quote: 'EN Cita B' })

    // Publish: the public reads see the same blocks in the same order, each in its language.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { _status: 'published' },
      ...asMarketing(),
    })
    const published = async (locale: 'es' | 'en') =>
      (await payload.find({ ...publicRead, collection: 'pages', locale, depth: 0, where: { id: { equals: page.id } } }))
        .docs[0]
    const es = await published('es')
    const en = await published('en')
    expect(es.layout?.map((block) => block.id)).toEqual([ids[3], ids[0], ids[2]])
    expect(en.layout?.map((block) => block.id)).toEqual([ids[3], ids[0], ids[2]])
    expect(es.layout?.[2]).toMatchObject({ blockType: 'quote', quote: 'Cita B editada' })
    expect(en.layout?.[2]).toMatchObject({ blockType: 'quote', quote: 'EN Cita B' })
    expect(en.title).toBe('Cycle')
    expect(es.title).toBe('Ciclo')
  })
})

describe('content health and pages', () => {
  it('takes a published page’s address in each language as a live link (the seeded footer link)', async () => {
    const site = await loadLinkSite(payload)
    expect(checkHref(site, '/para-psicologos')).toBeNull()
    expect(checkHref(site, '/en/for-psychologists')).toBeNull()
    expect(checkHref(site, '/para-nadie')).toEqual({ kind: 'not-found', path: '/para-nadie' })
  })
})
