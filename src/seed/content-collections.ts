import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { features, integrations, plans } from '#src/seed/content/catalog.ts'
import { faqSections } from '#src/seed/content/faq.ts'
import { seedPages as pageContent, startSection } from '#src/seed/content/pages.ts'
import { legalDocuments } from '#src/seed/content/legal.ts'
import { posts } from '#src/seed/content/posts.ts'
import { seoPages } from '#src/seed/content/seo.ts'
import type { SeedCard } from '#src/seed/content/types.ts'
import { postImage } from '#src/seed/images.ts'
import { seedImage } from '#src/seed/media.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { seedContext, upsertLocalized } from '#src/seed/write.ts'

export async function seedPlans(payload: Payload): Promise<void> {
  for (const plan of plans) {
    const { es, en, ...shared } = plan
    const localized = (copy: typeof es) => ({
      ...shared,
      name: copy.name,
      customPriceLabel: copy.customPriceLabel ?? null,
      description: copy.description,
      features: copy.features.map((text) => ({ text })),
      ctaLabel: copy.ctaLabel,
    })
    await upsertLocalized(payload, 'plans', { key: { equals: plan.key } }, { es: localized(es), en: localized(en) })
  }
}

async function seedCards(
  payload: Payload,
  collection: 'features' | 'integrations',
  cards: (SeedCard & { status?: string })[],
) {
  for (const { es, en, ...shared } of cards) {
    await upsertLocalized(
      payload,
      collection,
      { key: { equals: shared.key } },
      { es: { ...shared, ...es }, en: { ...shared, ...en } },
    )
  }
}

export async function seedCatalog(payload: Payload): Promise<void> {
  await seedPlans(payload)
  await seedCards(payload, 'features', features)
  await seedCards(payload, 'integrations', integrations)
}

export async function seedFaq(payload: Payload): Promise<void> {
  for (const section of faqSections) {
    const localized = (locale: 'es' | 'en') => ({
      key: section.key,
      order: section.order,
      title: section[locale].title,
      questions: section.questions.map((q) => ({
        showOnLanding: q.showOnLanding,
        question: q[locale].question,
        answer: toLexical(q[locale].answer),
      })),
    })
    await upsertLocalized(
      payload,
      'faq-sections',
      { key: { equals: section.key } },
      { es: localized('es'), en: localized('en') },
    )
  }
}

export async function seedPosts(payload: Payload, author: { es: string; en: string }): Promise<void> {
  for (const post of posts) {
    const image = await seedImage(
      payload,
      // "-scene": the drawing of the post's subject. A new name, so a database seeded with the
      // earlier calendar-only covers gets the new ones on its next seed.
      `post-${post.id}-${post.slug}-scene.png`,
      () => postImage(post.image),
      post.image.alt,
    )
    const localized = (locale: 'es' | 'en') => ({
      articleNumber: post.id,
      slug: post.slug,
      type: post.type,
      trending: post.trending,
      readTimeMinutes: post.readTimeMinutes,
      publishedAt: new Date(`${post.publishDate}T12:00:00.000Z`).toISOString(),
      image,
      title: post.title[locale],
      description: post.description[locale],
      content: toLexical(post.content[locale]),
      author: author[locale],
      meta: { title: post.title[locale], description: post.description[locale], image },
      _status: 'published',
    })
    const id = await upsertLocalized(
      payload,
      'posts',
      { slug: { equals: post.slug } },
      { es: localized('es'), en: localized('en') },
    )
    // A sample article was last changed when it was published: its updatedAt (the articles'
    // dateModified and their sitemap lastmod) says so, rather than the moment the seed ran. Written
    // directly, because every save through Payload sets updatedAt to now.
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`update posts set updated_at = ${localized('es').publishedAt} where id = ${id}`,
    )
    // The calendar-only cover seeded before each post had its own drawing: no longer used.
    await payload.delete({
      collection: 'media',
      where: { seedKey: { equals: `post-${post.id}-${post.slug}.png` } },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}

export async function seedLegal(payload: Payload): Promise<void> {
  for (const document of legalDocuments) {
    for (const version of document.versions) {
      const localized = (locale: 'es' | 'en') => ({
        kind: document.kind,
        lastUpdated: new Date(`${version.lastUpdated}T12:00:00.000Z`).toISOString(),
        title: version.title[locale],
        changeSummary: version.changeSummary[locale] || null,
        sections: version.sections.map((section) => ({
          anchor: section.anchor,
          heading: section.heading[locale],
          body: toLexical(section.body[locale]),
        })),
        _status: 'published',
      })
      await upsertLocalized(
        payload,
        'legal-documents',
        { and: [{ kind: { equals: document.kind } }, { lastUpdated: { equals: localized('es').lastUpdated } }] },
        { es: localized('es'), en: localized('en') },
      )
    }
  }
}

export async function seedSeo(payload: Payload, socialImage: number): Promise<void> {
  for (const page of seoPages) {
    const localized = (locale: 'es' | 'en') => ({
      route: page.route,
      meta: { ...page[locale], noIndex: page.noIndex, image: socialImage },
    })
    await upsertLocalized(
      payload,
      'seo-pages',
      { route: { equals: page.route } },
      { es: localized('es'), en: localized('en') },
    )
  }
}

/** The id of the published document of `collection` whose seed key is `key`. */
async function idOfKey(payload: Payload, collection: 'plans' | 'faq-sections' | 'integrations', key: string) {
  const { docs } = await payload.find({
    collection,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`Seed: no ${collection} with key ${key}`)
  return docs[0].id
}

/**
 * The reusable «Cómo empezar» section and the pages for psychologists and nutritionists
 * (src/seed/content/pages.ts), found again by their Spanish title and address: no duplicates on
 * re-runs. Runs after the plans, FAQ and integrations the pages place.
 */
export async function seedPages(payload: Payload): Promise<void> {
  const section = (locale: 'es' | 'en') => ({
    title: startSection.title[locale],
    layout: [
      {
        blockType: 'steps',
        heading: startSection.steps.heading[locale],
        steps: startSection.steps.items.map(([title, description]) => ({
          title: title[locale],
          description: description[locale],
        })),
      },
      {
        blockType: 'cta',
        heading: startSection.cta.heading[locale],
        text: startSection.cta.text[locale],
        action: 'register',
        buttonLabel: startSection.cta.buttonLabel[locale],
      },
    ],
  })
  const sectionId = await upsertLocalized(
    payload,
    'sections',
    { title: { equals: startSection.title.es } },
    { es: section('es'), en: section('en') },
  )
  for (const page of pageContent) {
    const image = await seedImage(
      payload,
      `page-${page.slug.es}-${page.imageText.scene}.png`,
      () => postImage({ scene: page.imageText.scene, from: '#0f766e', to: '#0ea5e9' }),
      page.imageText.alt,
    )
    const [plans, faq, integrations] = await Promise.all([
      Promise.all(page.plans.map((key) => idOfKey(payload, 'plans', key))),
      Promise.all(page.faq.map((key) => idOfKey(payload, 'faq-sections', key))),
      Promise.all(page.integrations.map((key) => idOfKey(payload, 'integrations', key))),
    ])
    const localized = (locale: 'es' | 'en') => ({
      title: page.title[locale],
      slug: page.slug[locale],
      hero: {
        eyebrow: page.hero.eyebrow[locale],
        headline: page.hero.headline[locale],
        text: page.hero.text[locale],
        buttons: [],
        visual: 'phone',
      },
      layout: [
        {
          blockType: 'cards',
          heading: page.cards.heading[locale],
          items: page.cards.items.map((item) => ({
            icon: item.icon,
            title: item.title[locale],
            description: item.text[locale],
          })),
        },
        { blockType: 'richText', content: page.text[locale] },
        {
          blockType: 'imageText',
          heading: page.imageText.heading[locale],
          text: page.imageText.text[locale],
          image,
          imageSide: 'right',
        },
        { blockType: 'section', section: sectionId },
        { blockType: 'pricing', plans },
        {
          blockType: 'quote',
          quote: page.quote.quote[locale],
          author: page.quote.author,
          role: page.quote.role[locale],
        },
        { blockType: 'integrations', integrations },
        { blockType: 'faq', sections: faq },
        page.contact.as === 'form'
          ? {
              blockType: 'contactForm',
              heading: page.contact.heading[locale],
              text: page.contact.text[locale],
              subject: page.contact.subject[locale],
            }
          : {
              blockType: 'cta',
              heading: page.contact.heading[locale],
              action: 'contact',
              buttonLabel: page.contact.buttonLabel[locale],
              subject: page.contact.subject[locale],
              message: page.contact.message[locale],
            },
      ],
    })
    await upsertLocalized(
      payload,
      'pages',
      { slug: { equals: page.slug.es } },
      { es: localized('es'), en: localized('en') },
    )
  }
}
