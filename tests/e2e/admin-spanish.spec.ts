import { expect, test } from '@playwright/test'

import { signInToAdmin } from './support/admin'
import { staffLogin } from './support/api'

/**
 * The admin in Spanish (a browser that asks for Spanish): no English left over where staff read,
 * and a refused save says what is wrong next to the field.
 */
test.use({ locale: 'es-MX' })

/** English seen in the Spanish admin before issue 16 (row labels, SEO labels, validation, dates). */
const leftovers: RegExp[] = [
  /\bFeature \d+/,
  /\bStep \d+/,
  /\bItem \d+/,
  /\bTopic \d+/,
  /\bColumn \d+/,
  /\bLink \d+/,
  /\bSocial Link/,
  /Añadir (Feature|Step|Item|Topic|Column|Link|Social)\b/,
  /\bPlatform\b/,
  /\bMeta\b/,
  /^Title$/m,
  /^Description$/m,
  /^Image$/m,
  /hyphens only/,
  /Must start with/,
  /\d+º \d{4}/,
]

test.describe('the Spanish admin', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin panel is exercised at desktop width')

  test('shows no English leftovers on the screens marketing and legal staff use', async ({ page, request }) => {
    await signInToAdmin(page)
    const plan = ((await (await request.get('/api/plans?limit=1&depth=0')).json()).docs as { id: number }[])[0]
    const post = ((await (await request.get('/api/posts?limit=1&depth=0')).json()).docs as { id: number }[])[0]
    for (const path of [
      '/admin',
      '/admin/globals/landing',
      '/admin/globals/guides-page',
      '/admin/globals/footer',
      '/admin/globals/site-settings',
      `/admin/collections/plans/${plan.id}`,
      '/admin/collections/posts',
      `/admin/collections/posts/${post.id}`,
      '/admin/collections/legal-documents',
    ]) {
      await page.goto(path)
      await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
      // Collapsed array rows show their labels; open none: the row headers are what staff read first.
      await page.waitForLoadState('networkidle')
      const text = await page.locator('body').innerText()
      for (const word of leftovers) expect(text, `${path}: ${word}`).not.toMatch(word)
    }
    // The legal list marks the version the site shows.
    await page.goto('/admin/collections/legal-documents')
    await expect(page.getByRole('cell', { name: 'Vigente' })).toHaveCount(2)
  })

  // Not passing yet: the server refuses the publish with the field and the specific message in
  // data.errors (tests/int/legal.int.test.ts), but the admin does not keep it next to the date
  // field after the refused publish. Left as fixme until the admin side is found (issue 16).
  test.fixme('publishing a legal version on a date already taken shows the reason next to the date field', async ({ page, request }) => {
    const legal = await staffLogin(request, 'legal')
    const current = ((await (await request.get('/api/legal-documents?where[kind][equals]=privacy&sort=-lastUpdated&limit=1&locale=es&depth=0')).json()).docs as {
      lastUpdated: string
      title: string
      sections: { anchor: string; heading: string; body: unknown }[]
    }[])[0]
    const taken = current.lastUpdated.slice(0, 10)
    const draft = await request.post('/api/legal-documents?locale=es&draft=true', {
      headers: { authorization: legal },
      data: {
        kind: 'privacy',
        lastUpdated: current.lastUpdated,
        title: current.title,
        changeSummary: 'Prueba de fecha repetida.',
        sections: current.sections.map(({ anchor, heading, body }) => ({ anchor, heading, body })),
        _status: 'draft',
      },
    })
    expect(draft.status()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    try {
      await page.goto('/admin/login')
      await page.locator('input[name="email"]').fill('legal-e2e@example.com')
      await page.locator('input[name="password"]').fill('legal-e2e-password')
      await page.locator('button[type="submit"]').click()
      await expect(page).not.toHaveURL(/\/admin\/login/)
      await page.goto(`/admin/collections/legal-documents/${doc.id}`)
      await page.locator('#action-save').click()
      const dateField = page.locator('.field-type').filter({ has: page.getByText('Última actualización', { exact: true }) })
      await expect(dateField.getByText(`Ya hay una versión publicada de este documento con fecha ${taken}`)).toBeVisible()
      // Still a draft: nothing was published.
      const stored = await request.get(`/api/legal-documents/${doc.id}?draft=true&depth=0`, { headers: { authorization: legal } })
      expect(((await stored.json()) as { _status: string })._status).toBe('draft')
    } finally {
      await request.delete(`/api/legal-documents/${doc.id}`, { headers: { authorization: legal } })
    }
  })
})
