import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import pg from 'pg'

import { staffLogin } from '#tests/e2e/support/api.ts'
import { type Locale, createPost, localized } from '#tests/e2e/support/cms.ts'

/** Interface strings the test expects, per language (src/i18n/messages: search). */
const copy = {
  es: {
    box: 'Buscar en la ayuda',
    tooLong: /demasiado larga.*200 caracteres/,
    noWords: /al menos una palabra/,
    corrected: /No encontramos «recordatoros»/,
  },
  en: {
    box: 'Search help',
    tooLong: /too long.*200 characters/,
    noWords: /at least one word/,
    corrected: /Nothing found for “remindres”/,
  },
} as const

/** The FAQ items the queries must find, as the FAQ page shows them. */
const faq = {
  es: {
    accentFree: ['configuracion', /tarda la configuración/],
    plural: ['recordatorio', /se envían los recordatorios/],
    misspelt: ['recordatoros', /se envían los recordatorios/],
  },
  en: {
    accentFree: ['setup', /How long does setup take/i],
    plural: ['reminder', /When are reminders sent/i],
    misspelt: ['remindres', /When are reminders sent/i],
  },
} as const

async function searchFrom(page: Page, locale: Locale, path: string, query: string) {
  await page.goto(localized(locale, path))
  const box = page.getByRole('searchbox', { name: copy[locale].box })
  await box.fill(query)
  await box.press('Enter')
  await expect(page).toHaveURL(
    (url) => url.pathname === localized(locale, '/help/search') && url.searchParams.get('q') === query,
  )
}

/** Follows the result whose heading matches and checks the FAQ answer it lands on is open and shown. */
async function openResult(page: Page, heading: RegExp) {
  const result = page
    .getByTestId('search-results')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading }) })
  await expect(result.locator('mark').first()).toBeVisible()
  await result.getByRole('link').click()
  await expect(page).toHaveURL(/\/help\/faq#faq-/)
  const id = new URL(page.url()).hash.slice(1)
  await expect(page.locator(`[id="${id}"]`)).toBeVisible()
  await expect(page.locator(`details:has([id="${id}"]) summary`)).toContainText(heading)
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`help-centre search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    for (const locale of ['es', 'en'] as const) {
      test(`${locale}: accent-free, plural and misspelt queries find the FAQ item, and its link opens it`, async ({
        page,
      }) => {
        const { accentFree, plural, misspelt } = faq[locale]
        await searchFrom(page, locale, '/help', accentFree[0])
        await openResult(page, accentFree[1])
        await searchFrom(page, locale, '/blog', plural[0])
        await openResult(page, plural[1])
        await searchFrom(page, locale, '/help/faq', misspelt[0])
        await expect(page.getByTestId('search-summary')).toContainText(copy[locale].corrected)
        await openResult(page, misspelt[1])
      })
    }
  })
}

test.describe('search page bounds', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: a 5,000-character or symbol-only query gets a clear message with 400, no cookie, never indexed`, async ({
      page,
    }) => {
      const long = await page.goto(`${localized(locale, '/help/search')}?q=${'a'.repeat(5000)}`)
      expect(long!.status()).toBe(400)
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy[locale].tooLong)
      await expect(page.getByRole('searchbox', { name: copy[locale].box })).toHaveValue('a'.repeat(200))
      const odd = await page.goto(
        `${localized(locale, '/help/search')}?q=${encodeURIComponent('😀\u202e\u0000 ⁂')}&page=999999999999`,
      )
      expect(odd!.status()).toBe(400)
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy[locale].noWords)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      expect(odd!.headers()['set-cookie']).toBeUndefined()
      expect(odd!.headers()['x-robots-tag']).toBe('noindex')
      expect(odd!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      expect(await page.context().cookies()).toEqual([])
      // A good query is still answered 200.
      expect((await page.goto(`${localized(locale, '/help/search')}?q=whatsapp`))!.status()).toBe(200)
    })

    for (const javaScriptEnabled of [false, true]) {
      test(`${locale}: a symbol-only query typed in the box ${javaScriptEnabled ? 'with' : 'without'} JavaScript gets the message with 400`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL })
        const page = await context.newPage()
        await page.goto(localized(locale, '/help'))
        const box = page.getByRole('searchbox', { name: copy[locale].box })
        await box.fill('😀 ⁂')
        const [response] = await Promise.all([
          page.waitForResponse((r) => new URL(r.url()).pathname === localized(locale, '/help/search')),
          box.press('Enter'),
        ])
        expect(response.status()).toBe(400)
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(copy[locale].noWords)
        await context.close()
      })
    }
  }

  test('the 404 page offers the search box in its language', async ({ page }) => {
    for (const locale of ['es', 'en'] as const) {
      const response = await page.goto(localized(locale, '/no-existe-esta-pagina'))
      expect(response!.status()).toBe(404)
      await page.getByRole('searchbox', { name: copy[locale].box }).fill(faq[locale].plural[0])
      await page.getByRole('searchbox', { name: copy[locale].box }).press('Enter')
      await expect(
        page.getByTestId('search-results').getByRole('heading', { name: faq[locale].plural[1] }),
      ).toBeVisible()
    }
  })
})

/** A schedulePublish job as the admin's "Schedule publish" dialog writes it (see scheduled-publishing.spec.ts). */
async function schedulePublish(postId: number, at: Date, userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', $2)`,
      [
        JSON.stringify({
          type: 'publish',
          doc: { relationTo: 'posts', value: String(postId) },
          user: { relationTo: 'users', value: userId },
        }),
        at,
      ],
    )
  } finally {
    await client.end()
  }
}

/** The results page for a query, as a cookie-less visitor gets it (server-rendered HTML). */
async function resultsPage(locale: Locale, query: string): Promise<string> {
  const response = await fetch(
    new URL(`${localized(locale, '/help/search')}?q=${encodeURIComponent(query)}`, test.info().project.use.baseURL),
  )
  expect(response.status).toBe(200)
  return response.text()
}

async function createDraft(request: APIRequestContext, auth: string, word: string) {
  return createPost(request, auth, {
    title: `Borrador ${word}`,
    description: `Resumen ${word}.`,
    slug: `busqueda-${word}`,
  })
}

test.describe('search follows publishing', () => {
  test('a draft never shows; a scheduled publish appears in search in both languages within 2 s of its time', async ({
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const me = (await (await request.get('/api/users/me', { headers: { authorization: marketing } })).json()) as {
      user: { id: number }
    }
    const word = `ajolote${Date.now().toString(36)}`
    const post = await createDraft(request, marketing, word)
    try {
      const link = (locale: Locale) => `href="${localized(locale, `/blog/${post.articleNumber}`)}"`
      for (const locale of ['es', 'en'] as const) expect(await resultsPage(locale, word)).not.toContain(link(locale))
      const at = new Date(Date.now() + 8000)
      await schedulePublish(post.id, at, me.user.id)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())))
      const deadline = at.getTime() + 2000
      let found = false
      while (!found && Date.now() < deadline) {
        const [es, en] = await Promise.all([resultsPage('es', word), resultsPage('en', word)])
        found = es.includes(link('es')) && en.includes(link('en'))
        if (!found) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(found, 'in the results of both languages 2 s after the scheduled time').toBe(true)
      test.info().annotations.push({
        type: 'found after',
        description: `${Date.now() - at.getTime()} ms after the scheduled time`,
      })
    } finally {
      await request.delete(`/api/posts/${post.id}`, { headers: { authorization: marketing } })
    }
  })
})
