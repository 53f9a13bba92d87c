import { expect, test } from '@playwright/test'

import { adminCredentials, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'

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

  test('switching the content language with unsaved changes asks first, and keeps them unless staff choose to leave', async ({
    page,
    request,
  }) => {
    await signInToAdmin(page)
    const plan = (
      (await (await request.get('/api/plans?limit=1&depth=0&locale=es')).json()).docs as {
        id: number
        name: string
      }[]
    )[0]
    await page.goto(`/admin/collections/plans/${plan.id}?locale=es`)
    const name = page.locator('input[name="name"]')
    await expect(name).toHaveValue(plan.name)
    await name.fill(`${plan.name} (sin guardar)`)

    const chooseEnglish = async () => {
      await page.locator('.app-header__localizer').getByRole('button').first().click()
      await page.locator('.popup-button-list__button').filter({ hasText: 'Inglés' }).click()
    }
    await chooseEnglish()
    const dialog = page.getByRole('dialog').filter({ hasText: 'Tienes cambios sin guardar' })
    await expect(dialog).toContainText('Si cambias a Inglés ahora, se pierden los cambios que hiciste en Español.')
    await dialog.getByRole('button', { name: 'Seguir editando' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/locale=es/)
    await expect(name).toHaveValue(`${plan.name} (sin guardar)`)

    await chooseEnglish()
    await dialog.getByRole('button', { name: 'Descartar y cambiar a Inglés' }).click()
    await expect(page).toHaveURL(/locale=en/)
    // Nothing was saved: the Spanish name is the one it had.
    const saved = (await (await request.get(`/api/plans/${plan.id}?locale=es&depth=0`)).json()) as { name: string }
    expect(saved.name).toBe(plan.name)
    // Back to Spanish: Payload remembers the last content language, and other tests open editors without one.
    await page.goto(`/admin/collections/plans/${plan.id}?locale=es`)
    await expect(name).toHaveValue(plan.name)
  })

  test('the content-language switch is named so, and absent where nothing is translated', async ({ page }) => {
    await signInToAdmin(page)
    await page.goto('/admin/collections/posts')
    await expect(page.locator('.app-header__localizer')).toBeVisible()
    await expect(page.locator('.app-header__localizer')).toContainText('Idioma del contenido')
    for (const path of ['/admin/collections/users', '/admin/collections/contact-messages', '/admin/account']) {
      await page.goto(path)
      await expect(page.locator('.template-default').first()).toBeVisible()
      await expect(page.locator('.app-header__localizer'), path).toBeHidden()
    }
    // The account's own language setting is the interface's, named apart from the content's.
    await expect(page.getByText('Idioma de la interfaz')).toBeVisible()
  })

  test("the menu names each screen once, and keeps the developers' tools for admins", async ({ page, request }) => {
    const links = async () =>
      (await page.locator('nav .nav__link').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
    await signInToAdmin(page)
    await page.goto('/admin')
    const forAdmin = await links()
    expect(forAdmin.length).toBeGreaterThan(10)
    expect(
      forAdmin.filter((name, index) => forAdmin.indexOf(name) !== index),
      'names seen twice',
    ).toEqual([])
    expect(forAdmin).toContain('Índice de búsqueda')
    await staffLogin(request, 'marketing')
    await page.context().clearCookies()
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto('/admin')
    const forMarketing = await links()
    expect(forMarketing).toContain('Blog')
    expect(forMarketing).not.toContain('Índice de búsqueda')
  })

  test('publishing a legal version on a date already taken shows the reason next to the date field', async ({
    page,
    request,
  }) => {
    const legal = await staffLogin(request, 'legal')
    const current = (
      (
        await (
          await request.get(
            '/api/legal-documents?where[kind][equals]=privacy&sort=-lastUpdated&limit=1&locale=es&depth=0',
          )
        ).json()
      ).docs as {
        lastUpdated: string
        title: string
        sections: { anchor: string; heading: string; body: unknown }[]
      }[]
    )[0]
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
      await signInToAdmin(page, staffCredentials('legal'))
      await page.goto(`/admin/collections/legal-documents/${doc.id}`)
      await page.locator('#action-save').click()
      // The date field's own error, in Spanish, next to it (not only a toast naming the field).
      const dateField = page.locator('.field-type.date-time-field').filter({ hasText: 'Última actualización' })
      await expect(
        dateField.getByText(`Ya hay una versión publicada de este documento con fecha ${taken}`),
      ).toBeVisible()
      await expect(page.getByText(/following field is invalid/i)).toHaveCount(0)
      // Still a draft: nothing was published.
      const stored = await request.get(`/api/legal-documents/${doc.id}?draft=true&depth=0`, {
        headers: { authorization: legal },
      })
      expect(((await stored.json()) as { _status: string })._status).toBe('draft')
    } finally {
      await request.delete(`/api/legal-documents/${doc.id}`, { headers: { authorization: legal } })
    }
  })

  test("opened at another address than the site's, the admin says why saving would fail and links to the right one", async ({
    page,
    baseURL,
  }) => {
    // The tests' site address is 127.0.0.1:PORT; the same server also answers on localhost:PORT.
    const site = new URL(baseURL!)
    const other = new URL(baseURL!)
    other.hostname = 'localhost'
    await page.goto(`${other.origin}/admin/login`)
    await page.locator('input[name="email"]').fill(adminCredentials.email)
    await page.locator('input[name="password"]').fill(adminCredentials.password)
    await page.locator('button[type="submit"]').click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
    await page.goto(`${other.origin}/admin/collections/plans`)
    const alert = page.getByRole('alert').filter({ hasText: 'Desde esta dirección no se puede guardar' })
    await expect(alert).toContainText(`Abriste el admin en ${other.origin}`)
    // The same screen (with the list's own query) at the site's address.
    await expect(alert.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^${site.origin.replace(/[.]/g, '\\.')}/admin/collections/plans(\\?|$)`),
    )

    // At the site's own address there is nothing to warn about.
    await signInToAdmin(page)
    await page.goto('/admin/collections/plans')
    await expect(page.locator('.collection-list')).toBeVisible()
    await expect(page.getByText('Desde esta dirección no se puede guardar')).toHaveCount(0)
  })
})
