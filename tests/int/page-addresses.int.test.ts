import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { linkingDocuments } from '#src/content-health/linking.ts'
import { splitLocale } from '#src/i18n/paths.ts'
import type { Page, User } from '#src/payload-types.ts'
import { type StoredRedirect, buildRules, matchRedirect } from '#src/redirects/rules.ts'
import {
  refusal,
  staffUser,
  testPayload,
  requestIn as requestInAs,
  unique,
  inJson as json,
  quoteBlock,
} from '#tests/int/helpers.ts'

/**
 * Addresses of pages made from blocks that never break and never collide (issue 39), on the real
 * database: a published address that changes keeps answering (a 308 to the new one, in each
 * language, without loops or chains, only once published), addresses are unique in both
 * languages whichever is saved, and unpublishing or deleting a linked page names who links to it.
 */
let payload: Payload
let marketing: User

beforeAll(async () => {
  payload = await testPayload()
  marketing = await staffUser(payload, ['marketing'])
})

const asMarketing = () => ({ user: marketing, overrideAccess: false })

const requestIn = (language: 'es' | 'en') => requestInAs(payload, marketing, language)

const quote = quoteBlock

/** A page with its own address in each language (the English one optional), published unless told. */
async function page(es: string, en?: string, extra: Partial<Page> = {}, publish = true) {
  const created = await payload.create({
    collection: 'pages',
    locale: 'es',
    draft: true,
    data: {
      title: `Página ${es}`,
      slug: es,
      hero: { headline: es, visual: 'phone' },
      layout: [quote('Cita')],
      ...extra,
    },
    ...asMarketing(),
  })
  if (en)
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      draft: true,
      data: { title: `Page ${en}`, slug: en },
      ...asMarketing(),
    })
  if (publish)
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'es',
      data: { _status: 'published' },
      ...asMarketing(),
    })
  return created
}

/** Saves `data` in `locale`, as a draft or published. */
const save = (id: number, locale: 'es' | 'en', data: Partial<Page>, publish: boolean, req?: PayloadRequest) =>
  payload.update({
    collection: 'pages',
    id,
    locale,
    draft: !publish,
    data: { ...data, ...(publish ? { _status: 'published' as const } : {}) },
    ...(req ? { req } : asMarketing()),
  })

const allRedirects = async () =>
  (await payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true }))
    .docs as unknown as Array<StoredRedirect & { id: number; type: string }>

/** How the public site answers `path` with the redirects as stored (the proxy's own rule table). */
async function answer(path: string) {
  const rules = buildRules(await allRedirects(), 'localhost')
  return matchRedirect(rules, path, '', 'http://localhost')
}

describe('a published page’s address that changes', () => {
  it('keeps the old address in each language as a 308 to the new one, once published and not before', async () => {
    const [esOld, enOld, esNew, enNew] = ['viejo', 'old', 'nuevo', 'new'].map((name) => unique(name))
    const { id } = await page(esOld, enOld)
    await save(id, 'es', { slug: esNew }, false)
    await save(id, 'en', { slug: enNew }, false)
    // A draft with new addresses changes nothing public.
    expect(await answer(`/${esOld}`)).toBeNull()
    expect(await answer(`/en/${enOld}`)).toBeNull()

    await save(id, 'es', {}, true)
    expect(await answer(`/${esOld}`)).toEqual({ location: `http://localhost/${esNew}`, status: 308 })
    expect(await answer(`/en/${enOld}`)).toEqual({ location: `http://localhost/en/${enNew}`, status: 308 })
    // Each language's old address is redirected in its own language only.
    expect(await answer(`/en/${esOld}`)).toBeNull()
    expect(await answer(`/${enOld}`)).toBeNull()
  })

  it('keeps the published pages under it working when a parent’s address changes', async () => {
    const [parentOld, parentNew] = [unique('especialidades'), unique('especialidades-nuevas')]
    const parent = await page(parentOld, `${parentOld}-en`)
    await page('psicologos', 'psychologists', { parent: parent.id })
    await save(parent.id, 'es', { slug: parentNew }, true)
    expect(await answer(`/${parentOld}`)).toEqual({ location: `http://localhost/${parentNew}`, status: 308 })
    expect(await answer(`/${parentOld}/psicologos`)).toEqual({
      location: `http://localhost/${parentNew}/psicologos`,
      status: 308,
    })
    // The English addresses did not change: nothing redirects there.
    expect(await answer(`/en/${parentOld}-en/psychologists`)).toBeNull()
  })

  it('keeps both old addresses when the English one was set after the first publish and the Spanish one moves later', async () => {
    const [first, moved] = [unique('dietistas'), unique('dietistas-nuevos')]
    const created = await page(first)
    // The English address of its own, published later: /en/{first} now leads to it.
    const english = { title: 'Dietitians', hero: { headline: 'Dietitians', visual: 'phone' as const } }
    await save(created.id, 'en', { ...english, slug: `${first}-en`, layout: created.layout }, true)
    expect(await answer(`/en/${first}`)).toEqual({ location: `http://localhost/en/${first}-en`, status: 308 })
    // Then the Spanish address moves: the same path gets its Spanish redirect beside the English one.
    await save(created.id, 'es', { slug: moved }, true)
    expect(await answer(`/${first}`)).toEqual({ location: `http://localhost/${moved}`, status: 308 })
    expect(await answer(`/en/${first}`)).toEqual({ location: `http://localhost/en/${first}-en`, status: 308 })
  })

  it('never makes a loop or a chain: moved back, the page lives at its old address again', async () => {
    const [first, second] = [unique('campana'), unique('campana-buen-fin')]
    const { id } = await page(first)
    // A redirect marketing made to the page's address.
    const older = unique('/promo')
    await payload.create({
      collection: 'redirects',
      data: { from: older, language: 'all', type: '301', to: { type: 'custom', url: `/${first}` } },
      overrideAccess: true,
    })
    await save(id, 'es', { slug: second }, true)
    expect(await answer(`/${first}`)).toMatchObject({ location: `http://localhost/${second}` })
    // Re-pointed, not chained through the old address.
    expect(await answer(older)).toMatchObject({ location: `http://localhost/${second}` })

    // Back to the first address: allowed (the redirect there is the page's own), and removed.
    await save(id, 'es', { slug: first }, true)
    expect(await answer(`/${first}`)).toBeNull()
    expect(await answer(`/${second}`)).toEqual({ location: `http://localhost/${first}`, status: 308 })
    expect(await answer(older)).toMatchObject({ location: `http://localhost/${first}` })
    // English: the address is the Spanish one (no English address of its own), moved the same way.
    expect(await answer(`/en/${second}`)).toMatchObject({ location: `http://localhost/en/${first}` })
    // No redirect leads to another redirect's source.
    const rules = buildRules(await allRedirects(), 'localhost')
    for (const rule of Object.values(rules)) {
      if (!rule.to.startsWith('/')) continue
      const { locale, path } = splitLocale(rule.to.split(/[?#]/)[0])
      expect(rules[`${locale}:${path}`]).toBeUndefined()
    }
  })

  it('keeps the one language of a both-languages redirect that the new address does not take', async () => {
    const [es, taken] = [unique('pagina-es'), unique('desde-ambos')]
    const { id } = await page(es, unique('page-en'))
    const from = `/${taken}`
    // A redirect in both languages to this page's address; the page then moves there in Spanish only.
    await payload.create({
      collection: 'redirects',
      data: { from, language: 'all', type: '301', to: { type: 'custom', url: `/${es}` } },
      overrideAccess: true,
    })
    await save(id, 'es', { slug: taken }, true)
    expect(await answer(from)).toBeNull()
    expect(await answer(`/${es}`)).toEqual({ location: `http://localhost${from}`, status: 308 })
    // The English half of that redirect still answers.
    expect(await answer(`/en${from}`)).toMatchObject({ location: `http://localhost/en/${es}` })
  })
  it('refuses, with nothing saved, a publish that would send one old address to two places', async () => {
    // No English address of its own: the old address is the same in both languages.
    const [old, es, en] = [unique('unica'), unique('nueva-es'), unique('new-en')]
    const { id } = await page(old)
    await save(id, 'es', { slug: es }, false)
    await save(id, 'en', { slug: en }, false)
    const refusedEs = await refusal(save(id, 'es', {}, true, await requestIn('es')))
    expect(refusedEs).toContain(`La dirección /${old} pasaría a dos direcciones distintas según el idioma`)
    const refusedEn = await refusal(save(id, 'es', {}, true, await requestIn('en')))
    expect(refusedEn).toContain(`The address /${old} would move to two different addresses depending on the language`)
    // The publish and its redirects went together: the page is still published at its old address.
    const published = await payload.findByID({
      collection: 'pages',
      id,
      locale: 'es',
      draft: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(published.slug).toBe(old)
    expect(await answer(`/${old}`)).toBeNull()
    expect(await answer(`/en/${old}`)).toBeNull()
  })
})

describe('a page address is unique in both languages', () => {
  it('refuses a Spanish address whose English fallback is another page’s English address, naming it', async () => {
    const english = unique('for-psychologists')
    await page(unique('para-psicologos'), english)
    // No English address of its own: in English it shows at its Spanish one.
    const b = await page(unique('otra'), undefined, {}, false)
    const es = await refusal(save(b.id, 'es', { slug: english }, false, await requestIn('es')))
    expect(es).toContain(`La página «Page ${english}» ya tiene la dirección /en/${english}`)
    const en = await refusal(save(b.id, 'es', { slug: english }, false, await requestIn('en')))
    expect(en).toContain(json(`The page "Page ${english}" already has the address /en/${english}`))
  })

  it('refuses a parent whose English address, moved with it, is another page’s', async () => {
    const [root, taken] = [unique('root'), unique('taken')]
    const parent = await page(unique('raiz'), root, {}, false)
    await page(unique('ocupada'), taken, { parent: parent.id }, false)
    const b = await page(unique('hija'), taken, {}, false)
    // Saved in Spanish: the Spanish address under the root is free, the English one is not.
    expect(await refusal(save(b.id, 'es', { parent: parent.id }, false))).toContain(
      `La página «Page ${taken}» ya tiene la dirección /en/${root}/${taken}`,
    )
  })

  it('re-checks the pages under one whose address changes, naming the page in the way', async () => {
    const parent = await page(unique('padre'), undefined, {}, false)
    const child = await page('hijo', undefined, { parent: parent.id }, false)
    const moved = unique('padre-nuevo')
    await payload.create({
      collection: 'redirects',
      data: { from: `/${moved}/hijo`, language: 'all', type: '301', to: { type: 'custom', url: '/plans' } },
      overrideAccess: true,
    })
    const es = await refusal(save(parent.id, 'es', { slug: moved }, false, await requestIn('es')))
    expect(es).toContain(`la página «${child.title}», que está debajo, quedaría en /${moved}/hijo`)
    const en = await refusal(save(parent.id, 'es', { slug: moved }, false, await requestIn('en')))
    expect(en).toContain(json(`the page "${child.title}", which is under it, would be at /${moved}/hijo`))
  })
})

describe('unpublishing or deleting a page others link to', () => {
  it('names the published documents whose links would break, for the page and the pages under it', async () => {
    const target = await page(unique('enlazada'), unique('linked'))
    const under = await page('debajo', 'below', { parent: target.id })
    const targetPath = `/${target.slug}`
    const button = await page(unique('con-boton'), undefined, {
      hero: {
        headline: 'x',
        visual: 'phone',
        buttons: [{ label: 'Ver', kind: 'address', href: `${targetPath}#precios` }],
      },
    })
    const childLink = await page(unique('con-enlace-hija'), undefined, {
      hero: {
        headline: 'x',
        visual: 'phone',
        buttons: [{ label: 'Ver', kind: 'address', href: `${targetPath}/debajo` }],
      },
    })
    const reference = await page(unique('con-referencia'), undefined, {
      layout: [
        {
          blockType: 'richText',
          content: {
            root: {
              type: 'root',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              children: [
                {
                  type: 'paragraph',
                  version: 1,
                  children: [
                    {
                      type: 'link',
                      version: 3,
                      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: target.id } },
                      children: [{ type: 'text', text: 'Ver', format: 0, version: 1 }],
                    },
                  ],
                },
              ],
            },
          },
        } as never,
      ],
    })
    // A draft that links is not published content: no warning for it.
    await page(
      unique('borrador'),
      undefined,
      {
        hero: { headline: 'x', visual: 'phone', buttons: [{ label: 'Ver', kind: 'address', href: targetPath }] },
      },
      false,
    )

    const linking = await linkingDocuments(payload, 'pages', String(target.id))
    expect(linking.map((doc) => doc.docId).sort()).toEqual(
      [String(button.id), String(childLink.id), String(reference.id)].sort(),
    )
    expect(linking.find((doc) => doc.docId === String(button.id))).toMatchObject({
      entity: 'pages',
      title: button.title,
      fields: [expect.objectContaining({ es: expect.stringContaining('Destino') })],
    })
    // The page under it only takes its own address away.
    expect((await linkingDocuments(payload, 'pages', String(under.id))).map((doc) => doc.docId)).toEqual([
      String(childLink.id),
    ])
    expect(await linkingDocuments(payload, 'pages', String(button.id))).toEqual([])
  })
})
