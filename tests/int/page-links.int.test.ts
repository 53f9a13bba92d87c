import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type HealthIssue, checkContentHealth } from '#src/content-health/check.ts'
import { publicRead } from '#src/data/collections.ts'
import { publicGlobalRead } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { FaqComponent } from '#src/page-builder/blocks/Faq/Component.tsx'
import { PricingComponent } from '#src/page-builder/blocks/Pricing/Component.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'
import { placePages } from '#src/page-builder/data.ts'
import { linksWithAddresses } from '#src/page-builder/links.ts'
import { sectionUses } from '#src/page-builder/usage.ts'
import type { FaqSection, Footer, Header, Page, Plan, User } from '#src/payload-types.ts'
import { searchContent } from '#src/search/query.ts'
import { reindexSearch } from '#src/search/reindex.ts'
import {
  type PageBlock,
  quoteBlock,
  refusal,
  staffUser,
  testPayload,
  requestIn as requestInAs,
  unique,
} from '#tests/int/helpers.ts'

/**
 * What pages made from blocks (issue 39) mean to the rest of the site: header and footer links
 * that point to a page, where a reusable section is used, a plan or FAQ section deleted while a
 * page still places it, and pages in the help search where staff choose so.
 */
let payload: Payload
let marketing: User
let header: Header
let footer: Footer

beforeAll(async () => {
  payload = await testPayload()
  marketing = await staffUser(payload, ['marketing'])
  header = await payload.findGlobal({ slug: 'header', locale: 'all', depth: 0 })
  footer = await payload.findGlobal({ slug: 'footer', locale: 'all', depth: 0 })
})

afterAll(async () => {
  // The menus as the seed left them, for the files that run after this one.
  const { globalType: _h, updatedAt: _hu, createdAt: _hc, ...headerData } = header as Header & { globalType?: string }
  const { globalType: _f, updatedAt: _fu, createdAt: _fc, ...footerData } = footer as Footer & { globalType?: string }
  for (const locale of ['es', 'en'] as const) {
    const pick = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(pick)
        : value && typeof value === 'object'
          ? 'es' in value && 'en' in value
            ? (value as Record<Locale, unknown>)[locale]
            : Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, pick(inner)]))
          : value
    await payload.updateGlobal({ slug: 'header', locale, data: pick(headerData) as never, depth: 0 })
    await payload.updateGlobal({ slug: 'footer', locale, data: pick(footerData) as never, depth: 0 })
  }
})

const asMarketing = () => ({ user: marketing, overrideAccess: false })

const requestIn = (language: 'es' | 'en') => requestInAs(payload, marketing, language)

const quote = quoteBlock

/**
 * A page published in both languages, each with its own title and address; the blocks' words
 * (localized inside blocks that are not) the same in English.
 */
async function publishedPage(
  es: { title: string; slug: string; text?: string },
  en: { title: string; slug: string; text?: string },
  extra: Partial<Page> = {},
): Promise<Page> {
  const page = await payload.create({
    collection: 'pages',
    locale: 'es',
    depth: 0,
    data: {
      title: es.title,
      slug: es.slug,
      hero: { headline: es.title, text: es.text, visual: 'phone' },
      layout: [quote('Cita')],
      _status: 'published',
      ...extra,
    },
    ...asMarketing(),
  })
  return payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en',
    depth: 0,
    data: {
      title: en.title,
      slug: en.slug,
      hero: { headline: en.title, text: en.text, visual: 'phone' },
      layout: page.layout,
    },
    ...asMarketing(),
  })
}

/** The header's links as a visitor's page gets them: the published header and pages, the pages' addresses. */
async function headerLinks(locale: Locale) {
  const published = await payload.findGlobal({ ...publicGlobalRead, slug: 'header', locale, depth: 1 })
  const pages = await payload.find({ ...publicRead, collection: 'pages', locale, depth: 1 })
  const paths = new Map(placePages(pages.docs).map(({ page, path }) => [page.id, path]))
  return linksWithAddresses(published.links, paths)
}

/** A document's content-health findings, but for missing translations (not what these tests are about). */
const healthOf = async (entity: string, docId: string) =>
  (await checkContentHealth(payload)).filter(
    (issue) => issue.entity === entity && issue.docId === docId && issue.problem.kind !== 'missing-translation',
  )

describe('header and footer links to a page made from blocks', () => {
  it('lead to the page’s address in each language; the link is left out once the page is unpublished or deleted, and content health names it', async () => {
    const slug = unique('enlace-menu')
    const page = await publishedPage(
      { title: 'Para el menú', slug },
      { title: 'For the menu', slug: slug.replace('enlace-menu', 'menu-link') },
    )
    const current = await payload.findGlobal({ slug: 'header', locale: 'es', depth: 0 })
    const links = [...(current.links ?? []).slice(0, 7), { label: 'Especial', kind: 'page' as const, page: page.id }]
    await payload.updateGlobal({ slug: 'header', locale: 'es', data: { links }, ...asMarketing() })
    const index = links.length - 1

    const special = async (locale: Locale) =>
      (await headerLinks(locale)).find(
        (link) => link.page === page.id || (typeof link.page === 'object' && link.page?.id === page.id),
      )
    expect((await special('es'))?.href).toBe(`/${slug}`)
    expect((await special('en'))?.href).toBe(`/${slug.replace('enlace-menu', 'menu-link')}`)
    expect(await healthOf('header', 'header')).toEqual([])

    // Unpublished: out of the menu (no link to a page that answers 404), listed with its address.
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...asMarketing() })
    expect(await special('es')).toBeUndefined()
    expect(await special('en')).toBeUndefined()
    expect(await healthOf('header', 'header')).toEqual([
      expect.objectContaining<Partial<HealthIssue>>({
        path: `links.${index}.page`,
        problem: { kind: 'unpublished', path: `/${slug}` },
      }),
    ])

    // Deleted: Payload empties the reference; the link is still set to «Una página», so it is listed.
    await payload.delete({ collection: 'pages', id: page.id, ...asMarketing() })
    expect((await headerLinks('es')).map((link) => link.label)).not.toContain('Especial')
    expect(await healthOf('header', 'header')).toEqual([
      expect.objectContaining<Partial<HealthIssue>>({ path: `links.${index}.page`, problem: { kind: 'deleted' } }),
    ])
  })

  it('keep one target: a link switched to a page forgets its written address (content health checks the page only)', async () => {
    const slug = unique('pie')
    const page = await publishedPage({ title: 'Pie', slug }, { title: 'Foot', slug: `${slug}-en` })
    const current = await payload.findGlobal({ slug: 'footer', locale: 'es', depth: 0 })
    const columns = current.columns ?? []
    const column = {
      ...columns[0],
      links: [...(columns[0].links ?? []), { label: 'Roto', kind: 'page' as const, page: page.id, href: '/no-existe' }],
    }
    const saved = await payload.updateGlobal({
      slug: 'footer',
      locale: 'es',
      data: { columns: [column, ...columns.slice(1)] },
      depth: 0,
      ...asMarketing(),
    })
    const links = saved.columns?.[0].links ?? []
    expect(links.at(-1)).toMatchObject({ kind: 'page', page: page.id, href: null })
    // Nothing about this link (the written /no-existe was dropped); the seeded links are not this test's.
    const prefix = `columns.0.links.${links.length - 1}.`
    expect((await healthOf('footer', 'footer')).filter((issue) => issue.path.startsWith(prefix))).toEqual([])
  })

  it('refuse a link set to «Una página» with no page chosen, in the admin’s language', async () => {
    const current = await payload.findGlobal({ slug: 'footer', locale: 'es', depth: 0 })
    const columns = current.columns ?? []
    const broken = [{ ...columns[0], links: [{ label: 'Sin página', kind: 'page' as const }] }, ...columns.slice(1)]
    for (const [language, message] of [
      ['es', 'Elige la página a la que lleva el enlace.'],
      ['en', 'Choose the page the link goes to.'],
    ] as const) {
      const req = await requestIn(language)
      expect(
        await refusal(
          payload.updateGlobal({ slug: 'footer', locale: 'es', data: { columns: broken }, req, overrideAccess: false }),
        ),
      ).toContain(message)
    }
    // Nothing half-saved: the footer still has its links.
    const after = await payload.findGlobal({ slug: 'footer', locale: 'es', depth: 0 })
    expect(after.columns?.[0].links?.map((link) => link.label)).not.toContain('Sin página')
  })
})

describe('a reusable section', () => {
  it('shows the pages that place it, drafts included, with both titles; none for a section no page places', async () => {
    const section = await payload.create({
      collection: 'sections',
      locale: 'es',
      data: {
        title: unique('Testimonios'),
        layout: [{ blockType: 'quote', quote: 'Compartida', author: 'Ana' }],
        _status: 'published',
      },
      ...asMarketing(),
    })
    expect(await sectionUses(payload, section.id)).toEqual([])

    const placing = [{ blockType: 'section' as const, section: section.id }]
    const slug = unique('usa-seccion')
    const published = await publishedPage(
      { title: 'Usa la sección', slug },
      { title: 'Uses the section', slug: `${slug}-en` },
      { layout: placing },
    )
    const draft = await payload.create({
      collection: 'pages',
      locale: 'es',
      draft: true,
      data: {
        title: 'Borrador con sección',
        hero: { headline: 'B', visual: 'phone' },
        layout: [quote('x'), ...placing],
      },
      ...asMarketing(),
    })
    await publishedPage({ title: 'Sin la sección', slug: unique('sin') }, { title: 'Without', slug: unique('without') })

    expect(await sectionUses(payload, section.id)).toEqual([
      { id: published.id, title: { es: 'Usa la sección', en: 'Uses the section' }, published: true },
      { id: draft.id, title: { es: 'Borrador con sección', en: 'Borrador con sección' }, published: false },
    ])
  })
})

describe('a plan or FAQ section deleted while a page still places it', () => {
  async function copyOf<T extends 'plans' | 'faq-sections'>(collection: T) {
    const [seeded] = (await payload.find({ collection, locale: 'es', limit: 1, depth: 0 })).docs as Array<
      Plan | FaqSection
    >
    const strip = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(strip)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
                .map(([key, inner]) => [key, strip(inner)]),
            )
          : value
    const data = { ...(strip(seeded) as Record<string, unknown>), key: unique('copia'), _status: 'published' }
    return payload.create({ collection, locale: 'es', data: data as never, depth: 0 })
  }

  it('the page stays up and leaves out what is gone (the whole block when nothing is left); content health lists the block', async () => {
    const [kept, gone] = [await copyOf('plans'), await copyOf('plans')]
    const faq = await copyOf('faq-sections')
    const slug = unique('con-precios')
    const page = await publishedPage(
      { title: 'Con precios', slug },
      { title: 'With prices', slug: `${slug}-en` },
      {
        layout: [
          { blockType: 'pricing', heading: 'Precios', plans: [gone.id, kept.id] },
          { blockType: 'faq', heading: 'Preguntas', sections: [faq.id] },
        ],
      },
    )
    await payload.delete({ collection: 'plans', id: gone.id })
    await payload.delete({ collection: 'faq-sections', id: faq.id })

    // The public read of the page still works; what the blocks show is read live.
    const read = async () =>
      (
        await payload.find({
          ...publicRead,
          collection: 'pages',
          locale: 'es',
          depth: 0,
          where: { id: { equals: page.id } },
        })
      ).docs[0]
    const live = async () => ({
      plans: (await payload.find({ ...publicRead, collection: 'plans', locale: 'es' })).docs,
      faq: (await payload.find({ ...publicRead, collection: 'faq-sections', locale: 'es' })).docs,
      integrations: [],
    })
    const render = async () => {
      const [pricing, faqBlock] = (await read()).layout as PageBlock[]
      const shared = { id: 'x', locale: 'es' as const, live: await live() } as unknown as Omit<
        BlockProps<'pricing'>,
        'block'
      >
      return {
        pricing: PricingComponent({ ...shared, block: pricing as BlockProps<'pricing'>['block'] }),
        faq: FaqComponent({
          ...(shared as unknown as BlockProps<'faq'>),
          block: faqBlock as BlockProps<'faq'>['block'],
        }),
      }
    }
    let shown = await render()
    // The deleted plan is left out, the other still shown; the FAQ block, with nothing left, is left out.
    const plansShown = (shown.pricing?.props.children as React.ReactElement<{ plans?: Plan[] }>[])
      .flat()
      .find((child) => child?.props?.plans)?.props.plans
    expect(plansShown?.map((plan) => plan.id)).toEqual([kept.id])
    expect(shown.faq).toBeNull()
    // Listed both: the FAQ block with nothing left, and the pricing block that lost one of its two
    // plans (the block's note of what it placed, since Payload drops the deleted one without a trace).
    expect((await healthOf('pages', String(page.id))).map((issue) => [issue.path, issue.problem.kind])).toEqual([
      ['layout.0.plans', 'missing-content'],
      ['layout.1.sections', 'missing-content'],
    ])

    // The remaining plan unpublished: the pricing block is left out too, and listed.
    await payload.update({ collection: 'plans', id: kept.id, data: { _status: 'draft' }, depth: 0 })
    shown = await render()
    expect(shown.pricing).toBeNull()
    expect((await healthOf('pages', String(page.id))).map((issue) => [issue.path, issue.problem.kind])).toEqual([
      ['layout.0.plans', 'missing-content'],
      ['layout.1.sections', 'missing-content'],
    ])
    await payload.delete({ collection: 'pages', id: page.id })
    await payload.delete({ collection: 'plans', id: kept.id })
  })
})

describe('pages in the help search', () => {
  const hits = async (locale: Locale, query: string) =>
    (await searchContent(payload, locale, query, 1)).hits.map(({ kind, path }) => ({ kind, path }))

  it('appear only when staff tick «Mostrar en la búsqueda de ayuda», in each language at its address, and never unpublished', async () => {
    const slug = unique('xilofonos')
    const page = await publishedPage(
      { title: 'Consultorio de xilofonistas', slug, text: 'Agenda para xilofonistas y percusionistas.' },
      { title: 'Xylophonists’ office', slug: `${slug}-en`, text: 'Scheduling for xylophonists and percussionists.' },
    )
    // Off by default.
    expect(page.showInSearch).toBe(false)
    expect(await hits('es', 'xilofonistas')).toEqual([])

    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { showInSearch: true },
      ...asMarketing(),
    })
    expect(await hits('es', 'xilofonistas')).toEqual([{ kind: 'page', path: `/${slug}` }])
    expect(await hits('en', 'xylophonists')).toEqual([{ kind: 'page', path: `/${slug}-en` }])
    // Each language answers in its own words only.
    expect(await hits('en', 'xilofonistas')).toEqual([])

    // A rebuild of the index gives the same.
    await reindexSearch(payload)
    expect(await hits('es', 'xilofonistas')).toEqual([{ kind: 'page', path: `/${slug}` }])

    // Unpublished: gone from the search.
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, ...asMarketing() })
    expect(await hits('es', 'xilofonistas')).toEqual([])

    // Published again, then unticked and published: gone again, its entry removed.
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, ...asMarketing() })
    expect(await hits('es', 'xilofonistas')).toHaveLength(1)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { showInSearch: false, _status: 'published' },
      ...asMarketing(),
    })
    expect(await hits('es', 'xilofonistas')).toEqual([])
    expect(
      (
        await payload.count({
          collection: 'search',
          where: { 'doc.value': { equals: page.id }, 'doc.relationTo': { equals: 'pages' } },
        })
      ).totalDocs,
    ).toBe(0)
    await payload.delete({ collection: 'pages', id: page.id })
  })

  it('follow their parent: a page under one that moves or is unpublished is found at its new address, or not at all', async () => {
    const slug = unique('marimbas')
    const parent = await publishedPage({ title: 'Marimbas', slug }, { title: 'Marimbas EN', slug: `${slug}-en` })
    const child = await publishedPage(
      { title: 'Marimbistas', slug: 'marimbistas', text: 'Agenda para marimbistas de concierto.' },
      { title: 'Marimba players', slug: 'marimba-players', text: 'Scheduling for concert marimbists.' },
      { parent: parent.id, showInSearch: true },
    )
    expect(await hits('es', 'marimbistas')).toEqual([{ kind: 'page', path: `/${slug}/marimbistas` }])

    // The parent moves (in Spanish): the child's result follows, in each language.
    await payload.update({
      collection: 'pages',
      id: parent.id,
      locale: 'es',
      data: { slug: `${slug}-nuevo`, _status: 'published' },
      ...asMarketing(),
    })
    expect(await hits('es', 'marimbistas')).toEqual([{ kind: 'page', path: `/${slug}-nuevo/marimbistas` }])
    expect(await hits('en', 'marimbists')).toEqual([{ kind: 'page', path: `/${slug}-en/marimba-players` }])

    // The parent unpublished: the child has no address, so no result; published again, it is back.
    await payload.update({ collection: 'pages', id: parent.id, data: { _status: 'draft' }, ...asMarketing() })
    expect(await hits('es', 'marimbistas')).toEqual([])
    await payload.update({ collection: 'pages', id: parent.id, data: { _status: 'published' }, ...asMarketing() })
    expect(await hits('es', 'marimbistas')).toEqual([{ kind: 'page', path: `/${slug}-nuevo/marimbistas` }])
    await payload.delete({ collection: 'pages', id: child.id })
    await payload.delete({ collection: 'pages', id: parent.id })
  })
})
