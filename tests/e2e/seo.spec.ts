import { expect, test } from '@playwright/test'

import { absolute, cms, locales, localized } from '#tests/e2e/support/cms.ts'

test.skip(({ isMobile }) => isMobile, 'head tags and crawler files do not depend on the screen width')

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

test('robots.txt points to the sitemap and keeps the admin and the dashboard out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/dashboard/)
})
