import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { clickToNewTab, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'
import { cms, cmsEditor, type Locale, localized } from '#tests/e2e/support/cms.ts'

/**
 * The whole-release preview (issue 30): from a release's edit screen, one link opens the public
 * site as it will be once the release is published, for the staff member only. A page with a
 * release item shows the change to staff, with a banner naming the release, never indexed nor
 * cached; the same page for a visitor shows what is published, and so does a browser holding the
 * preview's cookies without a staff session. The e2e server is one instance without the caching
 * front: a visitor here is a fresh browser context (the front passes the preview's cookies through
 * and stores nothing, scripts/front-config.ts PERSONAL_COOKIES).
 */
test.use({ locale: 'es-MX' })

const planHeading = '[data-testid="plan-clinica"] #plan-clinica'
const banner = '[data-testid="release-preview-banner"]'

async function textOf(page: Page, path: string, selector: string) {
  await page.goto(path)
  return ((await page.locator(selector).first().textContent()) ?? '').trim()
}

async function newVisitor(browser: Browser) {
  return (await browser.newContext()).newPage()
}

/**
 * A post saved only as a draft (never published, so no page of its own yet): the newest published
 * post's image, summary and text under new titles, in both languages.
 */
async function draftPost(request: APIRequestContext, auth: string, titles: Record<Locale, string>) {
  type Post = { id: number; articleNumber: number } & Record<string, unknown>
  const read = async (locale: Locale) =>
    (
      (await (await request.get(`/api/posts?locale=${locale}&depth=0&limit=1&sort=-publishedAt`)).json()) as {
        docs: Post[]
      }
    ).docs[0]
  const source = { es: await read('es'), en: await read('en') }
  const fields = (locale: Locale) => ({
    title: titles[locale],
    description: source[locale].description,
    content: source[locale].content,
    author: source[locale].author,
  })
  const created = await request.post('/api/posts?locale=es&draft=true', {
    headers: { authorization: auth },
    // Not dated yet: the date is required to publish, not to save a draft, and a release may hold a
    // post before staff date it. Its preview shows the reading time without a date.
    data: { ...fields('es'), image: source.es.image, type: source.es.type, _status: 'draft' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: Post }
  const english = await request.patch(`/api/posts/${doc.id}?locale=en&draft=true`, {
    headers: { authorization: auth },
    data: { ...fields('en'), _status: 'draft' },
  })
  expect(english.status(), await english.text()).toBe(200)
  expect(doc.articleNumber).toBeGreaterThan(0)
  return { id: doc.id, articleNumber: doc.articleNumber }
}

test('a release preview shows its changes to staff only, with a banner, never indexed or cached', async ({
  page,
  request,
  browser,
}) => {
  // A long journey (the admin, a version comparison, a dozen preview pages in three browsers): 33 s
  // on an idle machine, over 60 s once late in a full CI run.
  test.slow()
  const marketing = await staffLogin(request, 'marketing')
  const editor = cmsEditor(request, marketing)
  const published = {
    es: (await cms(request).find('plans', 'es', 'where[key][equals]=clinica'))[0],
    en: (await cms(request).find('plans', 'en', 'where[key][equals]=clinica'))[0],
  }
  const heroBefore = (await cms(request).global('landing', 'es')).hero.title
  const stamp = Date.now().toString(36)
  const names: Record<Locale, string> = { es: `Clínica ${stamp}`, en: `Clinic ${stamp}` }
  const hero = `${heroBefore} ${stamp}`
  const releaseName = `Precios de prueba ${stamp}`
  const postTitles: Record<Locale, string> = { es: `Novedades ${stamp}`, en: `News ${stamp}` }
  const opened: Page[] = []
  let releaseId: number | undefined
  let post: { id: number; articleNumber: number } | undefined
  try {
    // Drafts of a plan (both languages) and of the landing, and a post never published (a copy of
    // a published one under a new title), gathered in a release.
    await editor.update('plans', published.es.id, 'es', { name: names.es }, { draft: true })
    await editor.update('plans', published.es.id, 'en', { name: names.en }, { draft: true })
    await editor.updateGlobal('landing', 'es', { hero: { title: hero } }, { draft: true })
    post = await draftPost(request, marketing, postTitles)
    const created = await request.post('/api/releases', {
      headers: { authorization: marketing },
      data: {
        name: releaseName,
        items: [
          { targetType: 'collection', target: 'plans', docId: String(published.es.id) },
          { targetType: 'global', target: 'landing' },
          { targetType: 'collection', target: 'posts', docId: String(post.id) },
        ],
      },
    })
    expect(created.status()).toBe(201)
    releaseId = ((await created.json()) as { doc: { id: number } }).doc.id

    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto(`/admin/collections/releases/${releaseId}`)
    // Each item's «Comparar versiones» is a link to Payload's version compare, in a new tab.
    const compare = page.getByTestId('release-item-compare')
    await expect(compare).toHaveCount(3)
    await expect(compare.first()).toHaveAttribute(
      'href',
      new RegExp(`/admin/collections/plans/${published.es.id}/versions/\\d+$`),
    )
    const comparison = await clickToNewTab(page, compare.first())
    await comparison.waitForLoadState()
    await expect.poll(() => new URL(comparison.url()).pathname).toMatch(/\/versions\/\d+$/)
    await expect(comparison.locator('.view-version')).toBeVisible({ timeout: 30_000 })
    await comparison.close()

    // The link on the release's edit screen opens the site in a new tab, on the landing.
    const preview = await clickToNewTab(page, page.getByTestId('release-preview-link'))
    await preview.waitForLoadState()
    await expect.poll(() => new URL(preview.url()).pathname).toBe('/')
    await expect(preview.locator(banner)).toContainText(releaseName)
    await expect(preview.locator('#hero-title')).toHaveText(hero)

    // Every page, both languages: the plan as the release holds it; private, no-store, noindex.
    for (const locale of ['es', 'en'] as const) {
      const response = await preview.goto(localized(locale, '/plans'))
      expect(response?.status()).toBe(200)
      const headers = response?.headers() ?? {}
      expect(headers['cache-control']).toMatch(/no-store/)
      expect(headers['cache-control']).toMatch(/private/)
      expect(headers['x-robots-tag']).toMatch(/noindex/)
      await expect(preview.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1)
      await expect(preview.locator(planHeading)).toHaveText(names[locale])
      await expect(preview.locator(banner)).toBeVisible()
    }
    // The post the release publishes for the first time has its page in the preview, both languages.
    for (const locale of ['es', 'en'] as const) {
      const response = await preview.goto(localized(locale, `/blog/${post.articleNumber}`))
      expect(response?.status()).toBe(200)
      await expect(preview.locator('main h1')).toHaveText(postTitles[locale])
      await expect(preview.locator(banner)).toBeVisible()
      await expect(preview.locator('main .dateline')).toBeVisible()
      await expect(preview.locator('main .dateline time')).toHaveCount(0)
      // The blog's list holds it too: first, as PostgreSQL sorts an undated post newest-first.
      const list = await preview.goto(localized(locale, '/blog'))
      expect(list?.status()).toBe(200)
      await expect(preview.locator('main h2 a').first()).toHaveText(postTitles[locale])
    }
    // As a phone: the same preview, its banner on screen.
    await preview.setViewportSize({ width: 390, height: 844 })
    await preview.goto('/plans')
    await expect(preview.locator(planHeading)).toHaveText(names.es)
    await expect(preview.locator(banner)).toBeInViewport()

    // A visitor sees what is published, on the same pages, with no banner.
    const visitor = await newVisitor(browser)
    opened.push(visitor)
    for (const locale of ['es', 'en'] as const) {
      expect(await textOf(visitor, localized(locale, '/plans'), planHeading)).toBe(published[locale].name)
      await expect(visitor.locator(banner)).toHaveCount(0)
    }
    expect(await textOf(visitor, '/', '#hero-title')).toBe(heroBefore)
    for (const locale of ['es', 'en'] as const)
      expect((await visitor.goto(localized(locale, `/blog/${post.articleNumber}`)))?.status()).toBe(404)

    // The preview's cookies without the staff session (signed out, or copied): the published site.
    const cookies = (await preview.context().cookies()).filter((cookie) => cookie.name !== 'payload-token')
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['__prerender_bypass', 'citaya-release-preview']),
    )
    const copied = await newVisitor(browser)
    opened.push(copied)
    await copied.context().addCookies(cookies)
    expect(await textOf(copied, '/plans', planHeading)).toBe(published.es.name)
    await expect(copied.locator(banner)).toHaveCount(0)
    expect((await copied.goto(`/blog/${post.articleNumber}`))?.status()).toBe(404)
    // A made-up draft-mode cookie: the proxy's 404, without rendering (src/releases/draft-mode.ts).
    const forged = await newVisitor(browser)
    opened.push(forged)
    await forged
      .context()
      .addCookies(
        cookies.map((cookie) => (cookie.name === '__prerender_bypass' ? { ...cookie, value: 'f'.repeat(32) } : cookie)),
      )
    expect((await forged.goto(`/blog/${post.articleNumber}`))?.status()).toBe(404)

    // Leaving the preview: back on the same page, as published.
    await preview.locator(banner).getByRole('link').click()
    await expect(preview).toHaveURL(/\/plans$/)
    await expect(preview.locator(planHeading)).toHaveText(published.es.name)
    await expect(preview.locator(banner)).toHaveCount(0)
  } finally {
    for (const opening of opened) await opening.context().close()
    if (releaseId !== undefined)
      await request.delete(`/api/releases/${releaseId}`, { headers: { authorization: marketing } })
    if (post) await request.delete(`/api/posts/${post.id}`, { headers: { authorization: marketing } })
    // Drafts equal to what is published again (publishing one language would publish the other's draft).
    await editor.update('plans', published.es.id, 'es', { name: published.es.name }, { draft: true })
    await editor.update('plans', published.es.id, 'en', { name: published.en.name }, { draft: true })
    await editor.updateGlobal('landing', 'es', { hero: { title: heroBefore } }, { draft: true })
  }
})
