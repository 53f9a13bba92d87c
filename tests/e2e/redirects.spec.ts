import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { fillAndSettle, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin, staffLogin } from '#tests/e2e/support/api.ts'

/** Marketing signs in to the admin (the account staffLogin creates). */
async function signInAsMarketing(page: Page, request: APIRequestContext) {
  await staffLogin(request, 'marketing')
  await signInToAdmin(page, staffCredentials('marketing'))
}

/** A new redirect to a site path ("Custom URL" is the target type a new redirect starts with). */
async function addRedirect(page: Page, from: string, to: string) {
  await page.goto('/admin/collections/redirects/create')
  await fillAndSettle(page, '#field-from', from)
  await fillAndSettle(page, '#field-to__url', to)
  await page.locator('#action-save').click()
}

/** Where a cookie-less visitor is sent from `path`: status and location (path and query). */
async function visit(path: string) {
  const response = await fetch(new URL(path, test.info().project.use.baseURL), { redirect: 'manual' })
  const location = response.headers.get('location')
  return {
    status: response.status,
    location: location ? new URL(location, 'http://x').pathname + new URL(location, 'http://x').search : null,
    headers: response.headers,
  }
}

test.describe('redirects managed in the admin', () => {
  test('marketing adds a redirect and it works within 2 s in both languages; a loop is refused with a clear message', async ({
    page,
    request,
  }) => {
    await signInAsMarketing(page, request)
    const from = `/promo-${Date.now().toString(36)}`
    await addRedirect(page, from, '/plans')
    await expect(page.locator('.payload-toast-container')).toContainText(/./)
    const saved = Date.now()
    await expect
      .poll(async () => (await visit(`${from}?utm_source=whatsapp`)).location, { timeout: 2000, intervals: [100] })
      .toBe('/plans?utm_source=whatsapp')
    test.info().annotations.push({ type: 'live after', description: `${Date.now() - saved} ms` })
    const spanish = await visit(from)
    expect(spanish.status).toBe(301)
    expect(spanish.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await visit(`/en${from}`)).location).toBe('/en/plans')

    // /plans → the new address would loop back: refused with a message naming both addresses,
    // nothing saved. (Through the REST API the admin form posts to.)
    const marketing = await staffLogin(request, 'marketing')
    const save = (data: Record<string, unknown>) =>
      request.post('/api/redirects', {
        headers: { authorization: marketing, 'accept-language': 'es' },
        data: { language: 'all', type: '301', ...data },
      })
    const loop = await save({ from: '/plans', to: { type: 'custom', url: from } })
    expect(loop.status()).toBe(400)
    expect(JSON.stringify(await loop.json())).toMatch(
      new RegExp(`Bucle: ${from} ya redirige a /plans|Loop: ${from} already redirects to /plans`),
    )
    expect((await visit('/plans')).status).toBe(200)
    // A second hop is refused too.
    const chain = await save({ from: `${from}-b`, to: { type: 'custom', url: from } })
    expect(chain.status()).toBe(400)
    expect(JSON.stringify(await chain.json())).toMatch(/un solo salto|one hop only/)
  })

  test('in the admin: a loop is refused with its message on screen, and the target type switches between a post and a URL', async ({
    page,
    request,
  }) => {
    await signInAsMarketing(page, request)
    const from = `/lazo-${Date.now().toString(36)}`
    await addRedirect(page, from, '/features')
    await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)

    // /features → the new path would loop back: the admin says so under the target, nothing is saved.
    await addRedirect(page, '/features', from)
    const loop = new RegExp(`Bucle: ${from} ya redirige a /features|Loop: ${from} already redirects to /features`)
    await expect(
      page.locator('#field-to__url').locator('xpath=ancestor::div[contains(@class, "field-type")][1]'),
    ).toContainText(loop)
    await expect(page).toHaveURL(/\/create/)
    expect((await visit('/features')).status).toBe(200)

    // The first redirect, switched to a post, then back to a URL: each save applies within 2 s.
    const marketing = await staffLogin(request, 'marketing')
    const [saved] = (
      await (
        await request.get(`/api/redirects?where[from][equals]=${from}&depth=0`, {
          headers: { authorization: marketing },
        })
      ).json()
    ).docs as { id: number }[]
    await page.goto(`/admin/collections/redirects/${saved.id}`)
    await page
      .locator('#field-to__type')
      .getByText(/Enlace interno|Internal link/)
      .click()
    await page.locator('#field-to__reference .rs__control').click()
    await page.locator('.rs__option').first().click()
    await page.locator('#action-save').click()
    const asPost = async () =>
      (await (
        await request.get(`/api/redirects/${saved.id}?depth=1`, { headers: { authorization: marketing } })
      ).json()) as { to: { type: string; reference?: { value: { articleNumber: number } } } }
    await expect.poll(async () => (await asPost()).to.type).toBe('reference')
    const number = (await asPost()).to.reference!.value.articleNumber
    await expect
      .poll(async () => (await visit(from)).location, { timeout: 2000, intervals: [100] })
      .toBe(`/blog/${number}`)
    expect((await visit(`/en${from}`)).location).toBe(`/en/blog/${number}`)

    await page.reload()
    await page
      .locator('#field-to__type')
      .getByText(/URL personalizada|Custom URL/)
      .first()
      .click()
    await page.locator('#field-to__url').fill('/integrations')
    await page.locator('#action-save').click()
    await expect
      .poll(async () => (await visit(from)).location, { timeout: 2000, intervals: [100] })
      .toBe('/integrations')
  })

  test('/planes still goes to /plans after the migration, keeping the query string', async () => {
    expect(await visit('/planes?ref=footer')).toMatchObject({ status: 308, location: '/plans?ref=footer' })
    expect(await visit('/en/planes')).toMatchObject({ status: 308, location: '/en/plans' })
  })

  test('a redirect away from the site is refused for marketing; a post whose number changes keeps its old address', async ({
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const offsite = await request.post('/api/redirects', {
      headers: { authorization: marketing },
      data: {
        from: `/fuera-${Date.now().toString(36)}`,
        to: { type: 'custom', url: 'https://evil.example/x' },
        type: '302',
        language: 'all',
      },
    })
    expect(offsite.status()).toBe(400)
    expect(JSON.stringify(await offsite.json())).toMatch(/evil\.example/)

    const admin = await apiLogin(
      request,
      process.env.ADMIN_EMAIL || 'admin@example.com',
      process.env.ADMIN_PASSWORD || 'admin-local-password',
    )
    const [post] = (await (await request.get('/api/posts?limit=1&sort=-articleNumber&depth=0')).json()).docs as {
      id: number
      articleNumber: number
    }[]
    const old = post.articleNumber
    const renumbered = old + 100
    expect(
      (
        await request.patch(`/api/posts/${post.id}`, {
          headers: { authorization: admin },
          data: { articleNumber: renumbered },
        })
      ).status(),
    ).toBe(200)
    try {
      await expect
        .poll(async () => (await visit(`/blog/${old}`)).location, { timeout: 2000, intervals: [100] })
        .toBe(`/blog/${renumbered}`)
      expect((await visit(`/en/blog/${old}`)).location).toBe(`/en/blog/${renumbered}`)
      expect((await visit(`/blog/${renumbered}`)).status).toBe(200)
    } finally {
      await request.patch(`/api/posts/${post.id}`, { headers: { authorization: admin }, data: { articleNumber: old } })
    }
    // Back at its first number: that address is the live page again, not a redirect.
    await expect.poll(async () => (await visit(`/blog/${old}`)).status, { timeout: 2000, intervals: [100] }).toBe(200)
  })
})
