import { type Browser, expect, type Page, test } from '@playwright/test'

import { staffLogin } from '#tests/e2e/support/api.ts'

/**
 * Payload's live preview as marketing uses it: the draft (or the landing being edited) in a frame
 * beside the editor, updated while typing, on a private address only staff can open, while the
 * public pages keep what is published.
 */

async function signInAsMarketing(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('marketing-e2e@example.com')
  await page.locator('input[name="password"]').fill('marketing-e2e-password')
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

async function openLivePreview(page: Page) {
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('#live-preview-iframe')
  return frame
}

async function anonymousStatus(browser: Browser, path: string) {
  const context = await browser.newContext()
  try {
    return (await (await context.newPage()).goto(path))?.status()
  } finally {
    await context.close()
  }
}

test.describe('live preview', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin panel is exercised at desktop width')

  test('a draft post: private address, updated while typing, nothing public before publish', async ({
    page,
    request,
    browser,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const [model] = (await (await request.get('/api/posts?limit=1&depth=0')).json()).docs as {
      image: number
      content: unknown
    }[]
    const title = `Borrador en vista previa ${Date.now().toString(36)}`
    const created = await request.post('/api/posts?locale=es&draft=true', {
      headers: { authorization: marketing },
      data: {
        title,
        description: 'Un borrador que solo ve el equipo.',
        content: model.content,
        type: 'article',
        author: 'Marketing',
        publishedAt: new Date().toISOString(),
        image: model.image,
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; articleNumber: number } }
    try {
      // Private: anyone without the staff session gets the 404 page; never cached, never indexed.
      expect(await anonymousStatus(browser, `/preview/post/${doc.id}`)).toBe(404)
      expect(await anonymousStatus(browser, `/blog/${doc.articleNumber}`)).toBe(404)

      await signInAsMarketing(page)
      const direct = await page.goto(`/preview/post/${doc.id}`)
      expect(direct?.status()).toBe(200)
      expect(direct?.headers()['cache-control']).toMatch(/no-store|private/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

      await page.goto(`/admin/collections/posts/${doc.id}`)
      const frame = await openLivePreview(page)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 })
      // The phone width is offered, and the frame takes it.
      await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
      await page.getByRole('button', { name: /390 × 844/ }).click()
      await expect(page.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('390 × 844')
      await expect
        .poll(async () => Math.round((await page.locator('#live-preview-iframe').boundingBox())?.width ?? 0))
        .toBeLessThanOrEqual(390)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title)

      // Typed, not saved: the preview follows, the public site still has no such article.
      const edited = `${title} (editado)`
      await page.locator('#field-title').fill(edited)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(edited)
      expect(await anonymousStatus(browser, `/blog/${doc.articleNumber}`)).toBe(404)

      // The English preview shows the English text (the language being edited).
      await page.goto(`/admin/collections/posts/${doc.id}?locale=en`)
      await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
        'src',
        new RegExp(`/en/preview/post/${doc.id}$`),
        { timeout: 30_000 },
      )
    } finally {
      await request.delete(`/api/posts/${doc.id}`, { headers: { authorization: marketing } })
    }
  })

  test('the landing: the hero changes in the preview while typing, the public landing only on save', async ({
    page,
    request,
    browser,
  }) => {
    await staffLogin(request, 'marketing')
    const published = (
      (await (await request.get('/api/globals/landing?locale=es&depth=0')).json()) as { hero: { title: string } }
    ).hero.title
    await signInAsMarketing(page)
    await page.goto('/admin/globals/landing?locale=es')
    const frame = await openLivePreview(page)
    await expect(frame.locator('#hero-title')).toHaveText(published, { timeout: 30_000 })
    const edited = `${published} · vista previa`
    await page.locator('#field-hero__title').fill(edited)
    await expect(frame.locator('#hero-title')).toHaveText(edited)
    // Nothing saved: the public landing still shows the published title.
    const context = await browser.newContext()
    try {
      const visitor = await context.newPage()
      await visitor.goto('/')
      await expect(visitor.locator('#hero-title')).toHaveText(published)
    } finally {
      await context.close()
    }
    expect(await anonymousStatus(browser, '/preview/landing')).toBe(404)
  })
})
