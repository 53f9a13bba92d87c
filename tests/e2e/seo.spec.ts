import { expect, test } from '@playwright/test'

import { absolute, cms, locales, localized } from '#tests/e2e/support/cms.ts'

/** Public pages built so far with an SEO record each (login, register and dashboard come with the accounts issue). */
const publicRoutes = [
  '/',
  '/plans',
  '/features',
  '/integrations',
  '/security',
  '/blog',
  '/help',
  '/help/faq',
  '/help/guides',
  '/privacy',
  '/privacy/history',
  '/terms-of-service',
  '/terms-of-service/history',
] as const

const origin = (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')

for (const locale of locales) {
  test(`every public page has its CMS title, description, keywords, canonical, hreflang, robots and social tags (${locale})`, async ({
    page,
    request,
  }) => {
    // Every public page in one test: more than the default minute when it shares the machine.
    test.slow()
    const records = await cms(request).find('seo-pages', locale)
    for (const route of publicRoutes) {
      const record = records.find((candidate) => candidate.route === route)!
      await page.goto(localized(locale, route))
      await expect(page, route).toHaveTitle(record.meta!.title!)
      const head = page.locator('head')
      await expect(head.locator('meta[name="description"]'), route).toHaveAttribute(
        'content',
        record.meta!.description!,
      )
      await expect(head.locator('meta[name="keywords"]'), route).toHaveAttribute('content', record.meta!.keywords!)
      await expect(head.locator('link[rel="canonical"]'), route).toHaveAttribute('href', absolute(locale, route))
      await expect(head.locator('link[rel="alternate"][hreflang="es"]'), route).toHaveAttribute(
        'href',
        absolute('es', route),
      )
      await expect(head.locator('link[rel="alternate"][hreflang="en"]'), route).toHaveAttribute(
        'href',
        absolute('en', route),
      )
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]'), route).toHaveCount(1)
      await expect(head.locator('meta[name="robots"]'), route).toHaveAttribute('content', /^index, follow/)
      await expect(head.locator('meta[property="og:title"]'), route).toHaveAttribute('content', record.meta!.title!)
      await expect(head.locator('meta[property="og:image"]').first(), route).toHaveAttribute(
        'content',
        /^https?:\/\/.+/,
      )
      await expect(head.locator('meta[name="twitter:card"]'), route).toHaveAttribute('content', 'summary_large_image')
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type']))
      expect(types, route).toContain('Organization')
      expect(types, route).toContain('WebSite')
      if (route === '/' || route === '/help/faq') expect(types, route).toContain('FAQPage')
      if (route === '/' || route === '/plans') expect(types, route).toContain('Service')
    }
  })
}

test('articles carry BlogPosting data and article social tags', async ({ page, request }) => {
  const [post] = await cms(request).find('posts', 'en', 'where[articleNumber][equals]=1')
  await page.goto('/en/blog/1')
  await expect(page).toHaveTitle(post.meta?.title || post.title)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)))
  const posting = data.find((item) => item['@type'] === 'BlogPosting')
  expect(posting.headline).toBe(post.title)
  expect(posting.url).toBe(`${origin}/en/blog/1`)
})

test('sitemap.xml lists every public page in both languages with alternates, and the posts, never private pages', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  for (const route of publicRoutes) {
    for (const locale of locales) expect(urls).toContain(absolute(locale, route))
  }
  for (let id = 1; id <= 6; id += 1) expect(urls).toContain(`${origin}/blog/${id}`)
  for (const path of ['/dashboard', '/login', '/register']) {
    expect(urls.some((url) => url.endsWith(path))).toBe(false)
  }
  expect(xml).toContain(`hreflang="en" href="${origin}/en/help"`)
})

test('every sitemap entry carries its lastmod: the last change of the content the page shows', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(match[1])![1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(match[1])?.[1],
  }))
  expect(entries.length).toBeGreaterThan(40)
  expect(entries.filter((entry) => !entry.lastmod).map((entry) => entry.loc)).toEqual([])
  const lastmod = (loc: string) => entries.find((entry) => entry.loc === loc)?.lastmod
  const newest = (...dates: string[]) => new Date(Math.max(...dates.map((date) => Date.parse(date)))).toISOString()

  // An article: its own last change.
  for (const post of await cms(request).find('posts', 'es')) {
    expect(lastmod(`${origin}/blog/${post.articleNumber}`)).toBe(post.updatedAt)
    expect(lastmod(`${origin}/en/blog/${post.articleNumber}`)).toBe(post.updatedAt)
  }
  // A page: the newest of its SEO record and what it is made of (the contact page's copy and the site's contact details).
  const [record] = await cms(request).find('seo-pages', 'es', 'where[route][equals]=/contact')
  const contact = newest(
    record.updatedAt,
    (await cms(request).global('contact-page', 'es')).updatedAt!,
    (await cms(request).global('site-settings', 'es')).updatedAt!,
  )
  expect(lastmod(`${origin}/contact`)).toBe(contact)
  expect(lastmod(`${origin}/en/contact`)).toBe(contact)
})

test('structured data: the support hours as opening hours, the site as a WebSite with its search, articles dated by their last change', async ({
  page,
  request,
}) => {
  const settings = await cms(request).global('site-settings', 'en')
  expect(settings.openingHours?.length).toBeGreaterThan(0)
  await page.goto('/en/contact')
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)))
  const organization = data.find((item) => item['@type'] === 'Organization')
  const support = organization.contactPoint.find(
    (point: { contactType: string }) => point.contactType === 'customer support',
  )
  expect(support.hoursAvailable).toEqual(
    settings.openingHours!.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}`),
      opens: row.opens,
      closes: row.closes,
    })),
  )
  const site = data.find((item) => item['@type'] === 'WebSite')
  expect(site).toMatchObject({ url: `${origin}/en`, inLanguage: 'en', name: settings.brandName })
  expect(site.potentialAction.target.urlTemplate).toBe(`${origin}/en/help/search?q={search_term_string}`)

  const [post] = await cms(request).find('posts', 'en', 'where[articleNumber][equals]=2')
  await page.goto('/en/blog/2')
  const posting = (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)))
  ).find((item) => item['@type'] === 'BlogPosting')
  expect(posting.dateModified).toBe(post.updatedAt)
})

test('robots.txt points to the sitemap and keeps the admin and the dashboard out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/dashboard/)
})
