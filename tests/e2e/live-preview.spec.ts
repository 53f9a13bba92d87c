import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'

/**
 * Payload's live preview as marketing uses it: the draft (or the landing being edited) in a frame
 * beside the editor, updated while typing, on a private address only staff can open, while the
 * public pages keep what is published.
 */

async function openLivePreview(page: Page) {
  // Payload remembers, per staff member, that live preview was left open: click only when closed.
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible({ timeout: 30_000 })
  if (!/live-preview-toggler--active/.test((await toggler.getAttribute('class')) ?? '')) await toggler.click()
  await expect(toggler).toHaveClass(/live-preview-toggler--active/)
  const frame = page.frameLocator('#live-preview-iframe')
  return frame
}

/**
 * Types into an admin field until the preview frame shows the text: what is typed before the
 * frame's page has started listening is not sent again until the next keystroke, as when staff
 * keep typing.
 */
async function typeUntilPreviewed(page: Page, field: string, text: string, shown: Locator) {
  await expect(async () => {
    await page.locator(field).fill('')
    await page.locator(field).fill(text)
    await expect(shown).toHaveText(text, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })
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

      await signInToAdmin(page, staffCredentials('marketing'))
      const direct = await page.goto(`/preview/post/${doc.id}`)
      expect(direct?.status()).toBe(200)
      expect(direct?.headers()['cache-control']).toMatch(/no-store|private/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

      // In Spanish, the language the draft was written in: Payload remembers the last language
      // each staff member edited in (this test's last step switches to English).
      await page.goto(`/admin/collections/posts/${doc.id}?locale=es`)
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
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto('/admin/globals/landing?locale=es')
    const frame = await openLivePreview(page)
    await expect(frame.locator('#hero-title')).toHaveText(published, { timeout: 30_000 })
    const edited = `${published} · vista previa`
    await page.locator('#field-hero__title').fill(edited)
    await expect(frame.locator('#hero-title')).toHaveText(edited)
    // The pricing and FAQ headings are the landing's copy too: they follow the typing as well.
    const pricingTitle = `Precios en vista previa ${Date.now().toString(36)}`
    await typeUntilPreviewed(page, '#field-pricing__title', pricingTitle, frame.locator('#pricing-title'))
    const faqTitle = `Preguntas en vista previa ${Date.now().toString(36)}`
    await typeUntilPreviewed(page, '#field-faq__title', faqTitle, frame.locator('#faq-title'))
    // Nothing saved: the public landing still shows the published title and headings.
    const context = await browser.newContext()
    try {
      const visitor = await context.newPage()
      await visitor.goto('/')
      await expect(visitor.locator('#hero-title')).toHaveText(published)
      await expect(visitor.locator('#pricing-title')).not.toHaveText(pricingTitle)
      await expect(visitor.locator('#faq-title')).not.toHaveText(faqTitle)
    } finally {
      await context.close()
    }
    expect(await anonymousStatus(browser, '/preview/landing')).toBe(404)
  })

  test('a page made from blocks: each saved draft shows in the preview, the public page only on publish', async ({
    page,
    request,
    browser,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const found = await request.get('/api/pages?locale=es&depth=0&where[slug][equals]=para-psicologos', {
      headers: { authorization: marketing },
    })
    const [made] = (await found.json()).docs as { id: number; hero: { headline: string } }[]
    const published = made.hero.headline
    const edited = `${published} · borrador ${Date.now().toString(36)}`
    expect(await anonymousStatus(browser, `/preview/made-page/${made.id}`)).toBe(404)
    const context = await browser.newContext()
    try {
      await signInToAdmin(page, staffCredentials('marketing'))
      await page.goto(`/admin/collections/pages/${made.id}?locale=es`)
      const frame = await openLivePreview(page)
      const shown = frame.locator('#made-page-title')
      await expect(shown).toHaveText(published, { timeout: 30_000 })
      // Its blocks are rendered by the server (plans, FAQ, sections read live): the frame reloads
      // itself after each save rather than with each keystroke.
      await page.locator('#field-hero__headline').fill(edited)
      await page.locator('#action-save-draft').click()
      await expect(shown).toHaveText(edited, { timeout: 15_000 })
      // The blocks below the hero render in the frame as on the site (a pricing block reads Plans).
      await expect(frame.locator('[data-testid="made-page"] h2').first()).toBeVisible()
      const visitor = await context.newPage()
      await visitor.goto('/para-psicologos')
      await expect(visitor.locator('#made-page-title')).toHaveText(published)
    } finally {
      await context.close()
      const restored = await request.patch(`/api/pages/${made.id}?locale=es`, {
        headers: { authorization: marketing },
        data: { hero: { headline: published }, _status: 'published' },
      })
      expect(restored.status(), await restored.text()).toBe(200)
    }
  })

  /** A page global's editor: a field typed, where the preview frame shows it, and where the public page does. */
  const pageGlobals = [
    { global: 'help-page', publicPath: '/help', field: '#field-title', inFrame: 'main h1', onPage: 'main h1' },
    // The help global also holds /help/faq's heading: its preview shows that page under /help's.
    {
      global: 'help-page',
      publicPath: '/help/faq',
      field: '#field-faqPage__title',
      inFrame: '[data-testid="faq-page-preview"] h1',
      onPage: 'main h1',
    },
    {
      global: 'contact-page',
      publicPath: '/contact',
      field: '#field-demo__title',
      inFrame: '#contact-demo-title',
      onPage: '#contact-demo-title',
    },
  ]
  for (const { global, publicPath, field, inFrame, onPage } of pageGlobals) {
    test(`the ${global} global (${field}): the preview follows the typing, ${publicPath} only changes on save`, async ({
      page,
      request,
      browser,
    }) => {
      await staffLogin(request, 'marketing')
      const context = await browser.newContext()
      try {
        const visitor = await context.newPage()
        await visitor.goto(publicPath)
        const published = (await visitor.locator(onPage).first().textContent())?.trim() ?? ''
        expect(published).not.toBe('')

        await signInToAdmin(page, staffCredentials('marketing'))
        await page.goto(`/admin/globals/${global}?locale=es`)
        const frame = await openLivePreview(page)
        await expect(frame.locator(inFrame).first()).toHaveText(published, { timeout: 30_000 })
        const edited = `${published} · vista previa ${Date.now().toString(36)}`
        await typeUntilPreviewed(page, field, edited, frame.locator(inFrame).first())

        // Not saved: the public page keeps the published text.
        await visitor.reload()
        await expect(visitor.locator(onPage).first()).toHaveText(published)
      } finally {
        await context.close()
      }
    })
  }

  test('a page global is previewed in the language being edited', async ({ page }) => {
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto('/admin/globals/contact-page?locale=en')
    await expect(page.locator('#live-preview-iframe')).toHaveAttribute('src', /\/en\/preview\/page\/contact$/, {
      timeout: 30_000,
    })
    await expect(page.frameLocator('#live-preview-iframe').locator('main h1')).toHaveText('Contact')
  })

  test('at 1366 px with the preview open, the rich-text toolbar stays over the editor and its link button works (issue 32)', async ({
    page,
    request,
  }) => {
    await staffLogin(request, 'marketing') // the account, also when this test runs alone
    await page.setViewportSize({ width: 1366, height: 768 })
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto('/admin/collections/posts')
    const post = await page
      .locator('.collection-list .table tbody tr a[href*="/admin/collections/posts/"]')
      .first()
      .getAttribute('href')
    await page.goto(`${post}?locale=es`)
    await openLivePreview(page)
    await expect(page.locator('#live-preview-iframe')).toBeVisible()

    // Select a word of the article's text, as staff do before making it a link.
    const paragraph = page.locator('.rich-text-lexical [data-lexical-editor="true"] p').first()
    await paragraph.scrollIntoViewIfNeeded()
    const box = (await paragraph.boundingBox())!
    await page.mouse.dblclick(box.x + 40, box.y + box.height / 2)
    const toolbar = page.locator('.inline-toolbar-popup')
    await expect(toolbar).toHaveCSS('opacity', '1')
    const link = toolbar.locator('button.toolbar-popup__button-link')
    await expect(link).toBeVisible()

    const boxes = await page.evaluate(() => {
      const rect = (selector: string) => {
        const found = document.querySelector(selector)?.getBoundingClientRect()
        return found && { left: Math.round(found.left), right: Math.round(found.right), top: Math.round(found.top) }
      }
      return {
        toolbar: rect('.inline-toolbar-popup'),
        link: rect('.inline-toolbar-popup button.toolbar-popup__button-link'),
        editor: rect('.rich-text-lexical .editor'),
        preview: rect('.live-preview-window'),
      }
    })
    // Nothing of the toolbar under the preview pane; the link button is what is at its centre.
    expect(boxes.toolbar!.right, JSON.stringify(boxes)).toBeLessThanOrEqual(boxes.preview!.left)
    const onTop = await link.evaluate((button) => {
      const { left, top, width, height } = button.getBoundingClientRect()
      return button.contains(document.elementFromPoint(left + width / 2, top + height / 2))
    })
    expect(onTop, JSON.stringify(boxes)).toBe(true)
    // A plain click (Playwright first checks that the button, not the preview, receives it).
    await link.click({ timeout: 5_000 })
    const drawer = page.locator('.lexical-link-edit-drawer')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})

test('page global previews are private: the 404 page to anyone without a staff session', async ({ browser }) => {
  const names = ['help', 'contact', 'features', 'integrations', 'security', 'guides', 'blog', 'account', 'dashboard']
  const context = await browser.newContext()
  try {
    const visitor = await context.newPage()
    for (const path of names.flatMap((name) => [`/preview/page/${name}`, `/en/preview/page/${name}`])) {
      const response = await visitor.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(response?.headers()['cache-control'], path).toMatch(/no-store|private/)
      await expect(visitor.locator('[data-testid="page-preview"]'), path).toHaveCount(0)
    }
  } finally {
    await context.close()
  }
})

test('page global previews open for staff: never cached, never indexed, frameable by the site only', async ({
  page,
  request,
}) => {
  await staffLogin(request, 'marketing')
  await signInToAdmin(page, staffCredentials('marketing'))
  for (const path of [
    '/preview/page/security',
    '/en/preview/page/guides',
    '/preview/page/account',
    '/preview/page/dashboard',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['cache-control'], path).toMatch(/no-store|private/)
    expect(response?.headers()['x-frame-options'], path).toBe('SAMEORIGIN')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('[data-testid="page-preview"] h1').first()).toBeVisible()
    // One main landmark and no id twice (the account preview shows two panels and two forms).
    await expect(page.locator('main'), path).toHaveCount(1)
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id))
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      path,
    ).toEqual([])
  }
  // An unknown name is no preview.
  expect((await page.goto('/preview/page/landing'))?.status()).toBe(404)
})
