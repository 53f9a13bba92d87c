import { expect, test } from '@playwright/test'

import { staffLogin } from '#tests/e2e/support/api.ts'
import { cmsEditor, createPost } from '#tests/e2e/support/cms.ts'

test.describe('content reaches the site', () => {
  test('a marketing user edits a plan in English: /en/plans shows it within 2 s, /plans is unchanged', async ({
    page,
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const plans = await (await request.get('/api/plans?where[key][equals]=clinica&locale=en&depth=0')).json()
    const plan = plans.docs[0] as { id: number; name: string }
    await page.goto('/plans')
    const spanishName = await page.getByTestId('plan-clinica').getByRole('heading').textContent()
    const newName = `Clinic ${Date.now().toString(36)}`
    try {
      await cmsEditor(request, marketing).update('plans', plan.id, 'en', { name: newName })
      const published = Date.now()
      await expect(async () => {
        await page.goto('/en/plans')
        await expect(page.getByTestId('plan-clinica').getByRole('heading')).toHaveText(newName, { timeout: 200 })
      }).toPass({ timeout: 2000, intervals: [100] })
      test.info().annotations.push({ type: 'live after', description: `${Date.now() - published} ms` })
      // A visitor who has not chosen English (no language cookie) still reads the Spanish name.
      await page.context().clearCookies()
      await page.goto('/plans')
      await expect(page).toHaveURL((url) => url.pathname === '/plans')
      await expect(page.getByTestId('plan-clinica').getByRole('heading')).toHaveText(spanishName!)
    } finally {
      await cmsEditor(request, marketing).update('plans', plan.id, 'en', { name: plan.name })
    }
  })

  test('anonymous API readers see published content only, never staff or contact messages', async ({ request }) => {
    expect((await request.get('/api/users')).status()).toBe(403)
    expect((await request.get('/api/contact-messages')).status()).toBe(403)
    const posts = await (await request.get('/api/posts?limit=100&draft=true')).json()
    expect(posts.docs.every((post: { _status: string }) => post._status === 'published')).toBe(true)
    // GraphQL is off (payload.config.ts): the site does not use it (tests/e2e/hostile-traffic.spec.ts).
    const graphql = await request.post('/api/graphql', { data: { query: '{ Users { docs { email } } }' } })
    expect([404, 405]).toContain(graphql.status())
    expect(await graphql.text()).not.toContain('"data"')
  })

  test('the footer link /planes is a permanent redirect to /plans, in both languages, with the security headers', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/planes', '/plans'],
      ['/en/planes', '/en/plans'],
      ['/planes?ref=footer', '/plans?ref=footer'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status(), from).toBe(308)
      const location = new URL(response.headers().location, 'http://site.test')
      expect(location.pathname + location.search, from).toBe(to)
      expect(response.headers()['content-security-policy'], from).toContain("frame-ancestors 'none'")
      expect(response.headers()['x-content-type-options'], from).toBe('nosniff')
    }
  })
})

test.describe('drafts stay off the site', () => {
  test('a draft post saved by marketing appears neither on /blog nor at its address', async ({ page, request }) => {
    const marketing = await staffLogin(request, 'marketing')
    const doc = await createPost(request, marketing, {
      title: 'Borrador de marketing',
      description: 'Todavía no se publica.',
      slug: `borrador-${Date.now().toString(36)}`,
    })
    try {
      await page.goto('/blog')
      await expect(page.getByTestId('post-card')).toHaveCount(6)
      await expect(page.getByText('Borrador de marketing')).toHaveCount(0)
      expect((await request.get(`/blog/${doc.articleNumber}`)).status()).toBe(404)
    } finally {
      await request.delete(`/api/posts/${doc.id}`, {
        headers: { authorization: await staffLogin(request, 'marketing') },
      })
    }
  })
})

test('a post saved as a draft, then published, is at its own address within 2 s, not only on /blog', async ({
  request,
}) => {
  const marketing = await staffLogin(request, 'marketing')
  const title = `Primera publicación ${Date.now().toString(36)}`
  const doc = await createPost(request, marketing, {
    title,
    description: 'Se publica después.',
    slug: `primera-${Date.now().toString(36)}`,
  })
  try {
    // Asked while a draft: the 404 visitors got then must not outlive the publish.
    expect((await request.get(`/blog/${doc.articleNumber}`)).status()).toBe(404)
    const published = await request.patch(`/api/posts/${doc.id}`, {
      headers: { authorization: marketing },
      data: { _status: 'published' },
    })
    expect(published.status()).toBe(200)
    const at = Date.now()
    await expect(async () => {
      const answer = await request.get(`/blog/${doc.articleNumber}`)
      expect(answer.status()).toBe(200)
      expect(await answer.text()).toContain(title)
    }).toPass({ intervals: [100], timeout: 5000 })
    expect(Date.now() - at).toBeLessThanOrEqual(2000)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers: { authorization: marketing } })
  }
})

test('public pages are served from the prerendered cache, not rendered per visit', async ({ request }) => {
  for (const path of ['/', '/en', '/plans', '/en/blog', '/blog/1', '/help/faq', '/en/privacy']) {
    // The first visit after an edit may render the page again (other tests edit content); the next one must not.
    expect((await request.get(path)).status(), path).toBe(200)
    const response = await request.get(path)
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
  }
})
