import { readFileSync } from 'node:fs'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { adminCredentials, clickToDownload, signInToAdmin } from '#tests/e2e/support/admin.ts'
import { apiLogin, staffLogin } from '#tests/e2e/support/api.ts'
import { createPost } from '#tests/e2e/support/cms.ts'
import { WORD_LIST_PACKAGES, wordListsInstalled, wrongLanguageWords } from '#tests/e2e/support/words.ts'

import { releaseTranslations } from '#src/releases/messages.ts'

/**
 * Every screen of the admin, in each interface language (issues 32 and 40): each collection's and
 * global's list (with its «Columnas» picker open) and editor, a rich-text editor's handles and
 * toolbar, the schedule dialog with its date picker, the versions list and a version comparison, and
 * a refused redirect. Reads every text node (including what only screen readers get: hidden
 * instructions, live regions) and every accessible name (aria-label, title, alt, placeholder), and
 * fails on any word in the other language (Debian's word lists, tests/e2e/support/words.ts), on raw
 * field names (`_status`, `scheduledAt_tz`, `meta.noIndex`), on `[object Object]` and `{{placeholders}}`
 * and on dates not written as that admin writes them, naming each screen and what it showed.
 * The lock dialog is left out: it needs a second staff member editing the same document.
 */
test.use({ locale: 'es-MX', timezoneId: 'America/Mexico_City' })

type Language = 'es' | 'en'

/** What no admin may show, whatever its language. */
const rawNames: RegExp[] = [
  /\[object Object\]/,
  /\{\{/,
  // A field's name where its label belongs: «_status», «_object Key», «Scheduled At_tz».
  /(^|[\s«(=])_[a-zA-Z]/,
  /\w_tz\b/,
  // Raw field paths: meta.noIndex, questions.0.showOnLanding, to.url (not «e.g.»).
  /\b[a-z]{2,}(\.\d+)?\.[a-z]{2,}[A-Z]?[a-zA-Z]*\b(?<!\.(com|mx|png|jpg|jpeg|webp|svg|pdf|csv|js|ts|json|html|example))/,
]

/** What each admin must not show besides the other language's words: its dates written the other way, unfinished wording. */
const wrongForLanguage: Record<Language, RegExp[]> = {
  es: [
    // 12-hour clocks, and US-English dates («Nov 28, 2026»): the Spanish admin writes «28 nov 2026, 13:11».
    /\d{1,2}:\d{2}\s*(AM|PM|a\.\s?m\.|p\.\s?m\.)/i,
    /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/,
    // Unfinished Spanish staff met (issue 32): machine wording, usted, a language's code for its name.
    /Idioma: (es|en)\b/,
    /exitosamente/,
    /<Sin /,
    /Las resultados/,
    /\b(usted|Usted|su contraseña)\b/,
    /Forzar Desbloqueo/,
    /Actualmente Publicado/,
  ],
  en: [
    // Spanish dates: the English admin writes «28 Nov 2026, 13:11» (admin.dateFormat, English months).
    /\b\d{1,2}( de)? (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)[a-z]*\.?( de)? \d{4}\b/,
    /\d{1,2}:\d{2}\s*(a\.\s?m\.|p\.\s?m\.)/i,
    /Language: (es|en)\b/,
  ],
}

/** Every text node (hidden ones too) and every accessible name on the page, one string each. */
async function screenText(page: Page, language: Language, content: string): Promise<string[]> {
  return page.evaluate(
    ([language, content]) => {
      const out: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        // Content is not the admin's wording: editable text, and a version's fields shown for comparison
        // (the English version of an article is in English).
        if (
          !parent ||
          parent.closest('script, style, noscript, template, textarea, [contenteditable="true"], [class*="diff"]') ||
          // Text marked as the other language (a page's English title beside its Spanish one).
          !parent.closest('[lang]')?.getAttribute('lang')?.startsWith(language) ||
          (content && parent.closest(content))
        )
          continue
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
        if (text) out.push(text)
      }
      for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
        if (content && element.closest(content)) continue
        for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = element.getAttribute(attribute)?.trim()
          if (value) out.push(`${attribute}=${value}`)
        }
      }
      return out
    },
    [language, content] as const,
  )
}

/**
 * Content a screen shows in one language whatever the interface's: the search index's entries are
 * named by their document's Spanish title (plugin-search's `title` is one value, not localized),
 * in its list and in an entry's header.
 */
const oneLanguageContent = (where: string) =>
  where.startsWith('/admin/collections/search') ? '.cell-title, .doc-header__title, .render-title, .step-nav' : ''

/** The slugs of the content's own values the check must not read as the admin's words (URLs, e-mails, file names). */
function isData(text: string): boolean {
  return /^(https?:\/\/|\/|[\w.+-]+@[\w.-]+$)/.test(text.replace(/^(aria-label|title|alt|placeholder)=/, ''))
}

/** What is wrong with one text of an admin in `language`, or nothing. */
function problems(text: string, language: Language): string[] {
  const found = [...rawNames, ...wrongForLanguage[language]].filter((rule) => rule.test(text)).map(String)
  const words = wrongLanguageWords(text.replace(/^(aria-label|title|alt|placeholder)=/, ''), language)
  if (words.length) found.push(`${language === 'es' ? 'English' : 'Spanish'}: ${words.join(', ')}`)
  return found
}

/** The screens of the admin and its dialogs, in one interface language; every finding, one line each. */
async function walkAdmin(page: Page, language: Language): Promise<string[]> {
  const findings: string[] = []
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle')
    // The server's HTML holds the libraries' English until the admin's script has replaced it
    // (src/admin/ThirdPartyText.tsx runs once the page is hydrated, which a loaded machine delays
    // past networkidle): a screen's findings are those still there after up to 5 s.
    let found: string[] = []
    for (const deadline = Date.now() + 5_000; ; await page.waitForTimeout(250)) {
      found = []
      for (const text of new Set(await screenText(page, language, oneLanguageContent(where)))) {
        if (isData(text)) continue
        for (const problem of problems(text, language))
          found.push(`[${language}] ${where}: «${text.slice(0, 160)}» (${problem})`)
      }
      if (!found.length || Date.now() > deadline) break
    }
    findings.push(...found)
  }

  // The staff member's interface language: Payload keeps it in the `payload-lng` cookie (what the
  // account's «Idioma de la interfaz» sets), so this browser's admin is in `language` and no one
  // else's changes; the cookie goes with the test's browser.
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
  await signInToAdmin(page)
  await page.goto('/admin')
  await expect(page.locator('.template-default').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await check('/admin')
  const screens = await page
    .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
    .evaluateAll((links) => [
      ...new Set(
        links
          .map((link) => new URL((link as HTMLAnchorElement).href).pathname)
          .filter((path) => !/\/create$/.test(path)),
      ),
    ])
  expect(screens.length).toBeGreaterThan(15)

  // The content in the admin's own language, so what the check reads is the admin's wording.
  for (const screen of screens) {
    await page.goto(`${screen}?locale=${language}`)
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
    await check(screen)
    if (!screen.startsWith('/admin/collections/')) continue
    // The «Columnas» picker: every column a list can show, by its label.
    const columns = page.locator('.list-controls__toggle-columns')
    if (await columns.count()) {
      await columns.click()
      await expect(
        page.locator('.list-controls__columns .pill-selector, .list-controls__columns button').first(),
      ).toBeVisible()
      await check(`${screen} (columns)`)
    }
    // The list's first document, or the empty form when the list is empty.
    const first = page
      .locator('.collection-list .table tbody tr')
      .first()
      .locator('a[href*="/admin/collections/"]')
      .first()
    const editor = (await first.count())
      ? new URL((await first.getAttribute('href'))!, page.url()).pathname
      : `${screen}/create`
    await page.goto(`${editor}?locale=${language}`)
    await expect(page.locator('.template-default').first()).toBeVisible()
    await check(editor)
  }

  // A post: its rich text's handles and toolbar, the schedule dialog (with a day picked), the
  // versions list and a version compared with the one before.
  await page.goto('/admin/collections/posts')
  const post = new URL(
    (await page
      .locator('.collection-list .table tbody tr a[href*="/admin/collections/posts/"]')
      .first()
      .getAttribute('href'))!,
    page.url(),
  ).pathname
  await page.goto(`${post}?locale=${language}`)
  const paragraph = page.locator('.rich-text-lexical [contenteditable="true"] > *').first()
  await paragraph.hover()
  await expect(page.locator('.draggable-block-menu').first()).toBeVisible()
  await paragraph.click({ clickCount: 3 })
  await check(`${post} (rich text: handles, a paragraph selected)`)
  await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
  await check(`${post} (publish menu)`)
  await page.locator('#schedule-publish').click()
  const dialog = page.locator('.schedule-publish')
  await expect(dialog.first()).toBeVisible()
  await dialog.locator('.react-datepicker__input-container input').first().click()
  await check(`${post} (schedule dialog, date picker open)`)
  await page.locator('.react-datepicker__day:not(.react-datepicker__day--disabled)').last().click()
  await check(`${post} (schedule dialog, day picked)`)
  await page.keyboard.press('Escape')
  await page.goto(`${post}/versions`)
  await expect(page.locator('.template-default').first()).toBeVisible()
  await check(`${post}/versions`)
  const version = page.locator('.table tbody tr a[href*="/versions/"]').first()
  if (await version.count()) {
    await version.click()
    await expect(page).toHaveURL(/\/versions\/\w+/)
    await check(`${post}/versions/… (a version compared)`)
  }

  // A refused redirect: the error, in the toast and next to the field.
  await page.goto('/admin/collections/redirects/create')
  await page.locator('#field-from').fill(`/prueba-${Date.now().toString(36)}`)
  await page.locator('#field-to__url').fill('sin-barra')
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/./)
  await check('/admin/collections/redirects/create (refused)')
  return findings
}

test.describe('the Spanish admin, every screen', () => {
  test.setTimeout(900_000)

  for (const language of ['es', 'en'] as const)
    test(`every screen in the ${language === 'es' ? 'Spanish' : 'English'} interface shows only its language, no raw field names and its own dates`, async ({
      page,
    }) => {
      test.skip(
        !wordListsInstalled(),
        `Debian's word lists are not installed (apt-get install ${WORD_LIST_PACKAGES}; CI installs them in .ci/run)`,
      )
      const findings = await walkAdmin(page, language)
      expect(findings, findings.join('\n')).toEqual([])
    })

  test('a redirect to an address without a page is saved, with a warning in the editor and a marker in the list', async ({
    page,
  }) => {
    await signInToAdmin(page)
    const missing = `/promo-sin-pagina-${Date.now().toString(36)}`
    await page.goto('/admin/collections/redirects/create')
    await page.locator('#field-from').fill(`/prueba-${Date.now().toString(36)}`)
    await page.locator('#field-to__url').fill(missing)
    await page.locator('#action-save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/redirects\/\d+/)
    await expect(page.getByRole('status').filter({ hasText: 'El destino todavía no tiene página' })).toContainText(
      missing,
    )
    await page.goto('/admin/collections/redirects')
    await expect(page.locator('.collection-list .table tbody')).toContainText(`Sin página en ${missing}`)
  })

  test('marketing scheduling a release that holds a legal version is told why, in Spanish (issue 40)', async ({
    request,
  }) => {
    const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
    const marketing = await staffLogin(request, 'marketing')
    const legal = (
      (await (await request.get('/api/legal-documents?limit=1&depth=0', { headers: { authorization: admin } })).json())
        .docs as { id: number }[]
    )[0]
    const created = await request.post('/api/releases', {
      headers: { authorization: admin },
      data: {
        name: `Con texto legal ${Date.now().toString(36)}`,
        items: [{ targetType: 'collection', target: 'legal-documents', docId: String(legal.id) }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      // What the editor's save sends when marketing picks «Programada» and a time.
      const refused = await request.patch(`/api/releases/${doc.id}?depth=0&locale=es`, {
        headers: { authorization: marketing, 'accept-language': 'es' },
        data: { status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000).toISOString() },
      })
      expect(refused.status()).toBe(403)
      expect(await refused.json()).toEqual({ errors: [{ message: releaseTranslations.es.needsLegal }] })
    } finally {
      await request.delete(`/api/releases/${doc.id}`, { headers: { authorization: admin } })
    }
  })

  test('the inbox exports the list as filtered to CSV, with formulas defused (issue 32)', async ({ page, request }) => {
    const tag = Date.now().toString(36)
    const send = async (subject: string, message: string, ip: string) => {
      const sent = await request.post('/api/contact', {
        form: { name: 'Ana Export', email: 'ana-export@example.com', subject, message, locale: 'es' },
        headers: { accept: 'application/json', 'x-forwarded-for': ip },
      })
      expect(sent.status()).toBe(201)
    }
    const kept = `Exportar ${tag} sí`
    const filteredOut = `Exportar ${tag} no`
    await send(kept, '=HYPERLINK("https://example.com","clic") quiero una cita', '198.19.3.1')
    await send(filteredOut, 'Este mensaje no entra en el filtro.', '198.19.3.2')

    await signInToAdmin(page)
    await page.goto(`/admin/collections/contact-messages?where[subject][equals]=${encodeURIComponent(kept)}`)
    await expect(page.getByRole('row').filter({ hasText: kept })).toBeVisible()
    const download = await clickToDownload(page, page.getByRole('link', { name: 'Exportar CSV (lo filtrado)' }))
    const file = readFileSync(await download.path())
    // A byte-order mark, so Excel reads the accents (issue 40).
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = file.subarray(3).toString('utf8')
    const lines = csv.trim().split('\r\n')
    // Spanish headers and statuses, the time on Mexico City's clock (issue 40).
    expect(lines[0]).toMatch(
      /^"Fecha de creación","Nombre","Correo","Asunto","Mensaje","Estado",.*"Respuestas enviadas"$/,
    )
    expect(lines).toHaveLength(2)
    const [message] = (
      await (
        await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(kept)}&depth=0`, {
          headers: { authorization: await staffLogin(request, 'marketing') },
        })
      ).json()
    ).docs as { createdAt: string }[]
    const mexicoCity = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Mexico_City',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(message.createdAt))
    // Its status by name: «Nuevo», or «Reenviado» once delivered to the team.
    expect(lines[1]).toMatch(new RegExp(`^"${mexicoCity}",.*"(Nuevo|Reenviado)","Español",`))
    expect(csv).toContain(`"${kept}"`)
    expect(csv).not.toContain(filteredOut)
    // A sender's text a spreadsheet would run as a formula is kept as text.
    expect(csv).toContain(`"'=HYPERLINK(""https://example.com"",""clic"") quiero una cita"`)
  })

  test('an unpublished post is «Borrador» in the list, not «Borrador (tiene versión publicada)» (issue 32)', async ({
    page,
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const doc = await createPost(request, marketing, {
      title: `Despublicado ${Date.now().toString(36)}`,
      description: 'Un artículo que se despublica.',
      slug: `despublicado-${Date.now().toString(36)}`,
      status: 'published',
    })
    try {
      await signInToAdmin(page)
      const status = page.locator('.collection-list .table tbody tr').first().locator('.cell-_status')
      await page.goto(`/admin/collections/posts?where[id][equals]=${doc.id}`)
      await expect(status).toHaveText('Publicado')
      // What a scheduled unpublish does (Payload's schedulePublish job): the post saved as a draft.
      const unpublished = await request.patch(`/api/posts/${doc.id}?locale=es`, {
        headers: { authorization: marketing },
        data: { _status: 'draft' },
      })
      expect(unpublished.status()).toBe(200)
      await page.goto(`/admin/collections/posts?where[id][equals]=${doc.id}`)
      await expect(status).toHaveText('Borrador')
      // A published post with a newer draft still says so.
      await request.patch(`/api/posts/${doc.id}?locale=es`, {
        headers: { authorization: marketing },
        data: { _status: 'published' },
      })
      await request.patch(`/api/posts/${doc.id}?locale=es&draft=true`, {
        headers: { authorization: marketing },
        data: { description: 'Un cambio sin publicar.', _status: 'draft' },
      })
      await page.goto(`/admin/collections/posts?where[id][equals]=${doc.id}`)
      await expect(status).toHaveText('Borrador (tiene versión publicada)')
    } finally {
      await request.delete(`/api/posts/${doc.id}`, { headers: { authorization: marketing } })
    }
  })

  /** Runs `run` on a post saved as a draft by marketing (its dates are what is read), then deletes it. */
  async function withDraftPost(
    request: APIRequestContext,
    run: (id: number, marketing: string) => Promise<void>,
  ): Promise<void> {
    const marketing = await staffLogin(request, 'marketing')
    const tag = Date.now().toString(36)
    const { id } = await createPost(request, marketing, {
      title: `Fechas ${tag}`,
      description: 'Un borrador para leer sus fechas.',
      slug: `fechas-${tag}`,
    })
    try {
      await run(id, marketing)
    } finally {
      await request.delete(`/api/posts/${id}`, { headers: { authorization: marketing } })
    }
  }

  /** «15:14»: the moment on a 24-hour clock in that zone. */
  const clock = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  /** Minutes since midnight of the «HH:mm» a text ends with. */
  const minutes = (text: string) => {
    const [, hours, mins] = /(\d{2}):(\d{2})$/.exec(text) ?? []
    return hours === undefined ? NaN : Number(hours) * 60 + Number(mins)
  }
  const twelveHour = /\b[ap]\.?\s?m\.?(?!\w)|\b[AP]M\b/i

  test('a version’s date in Mexico City time, 24-hour: in the versions list and its breadcrumb (issue 32)', async ({
    page,
    request,
  }) => {
    await withDraftPost(request, async (id, marketing) => {
      const found = await request.get(
        `/api/posts/versions?where[parent][equals]=${id}&sort=-updatedAt&limit=1&depth=0`,
        {
          headers: { authorization: marketing },
        },
      )
      const [version] = (await found.json()).docs as { id: number | string; updatedAt: string }[]
      // The moment on a clock in Mexico City, and the UTC reading the server used to write.
      const mexico = clock(new Date(version.updatedAt), 'America/Mexico_City')
      const utc = clock(new Date(version.updatedAt), 'UTC')

      await signInToAdmin(page)
      await page.goto(`/admin/collections/posts/${id}/versions`)
      const listed = page.locator(`.table tbody tr a[href$="/versions/${version.id}"]`)
      await expect(listed).toContainText(mexico)
      expect(await listed.textContent()).not.toContain(utc)
      expect(await listed.textContent()).not.toMatch(twelveHour)
      await listed.click()
      await expect(page).toHaveURL(new RegExp(`/versions/${version.id}`))
      // The breadcrumb's date is written on the server.
      const crumb = page.locator('.step-nav__last')
      await expect(crumb).toContainText(mexico)
      expect(await crumb.textContent()).not.toContain(utc)
      expect(await crumb.textContent()).not.toMatch(twelveHour)
    })
  })

  test('the schedule dialog: 24-hour times, and a day picked alone gets a time still to come (issue 32)', async ({
    page,
    request,
  }) => {
    await withDraftPost(request, async (id) => {
      await signInToAdmin(page)
      await page.goto(`/admin/collections/posts/${id}?locale=es`)
      await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
      await page.locator('#schedule-publish').click()
      const dialog = page.locator('.schedule-publish')
      await expect(dialog.first()).toBeVisible()
      const field = dialog.locator('.react-datepicker__input-container input').first()
      await field.click()
      const times = dialog.locator('.react-datepicker__time-list-item')
      await expect(times.first()).toBeVisible()
      for (const text of await times.allTextContents()) expect(text.trim()).toMatch(/^\d{2}:\d{2}$/)

      // Today, picked without a time: the next five-minute mark, in the field's 24-hour form.
      const now = minutes(clock(new Date(), 'America/Mexico_City'))
      test.skip(now > 23 * 60 + 50, 'today has no time left to offer')
      await dialog.locator('.react-datepicker__day--today').click()
      await expect.poll(async () => minutes(await field.inputValue())).toBeGreaterThanOrEqual(now)
      const today = await field.inputValue()
      expect(today).toMatch(/^\d{1,2} \S+ \d{4}, \d{2}:\d{2}$/)
      expect(minutes(today)).toBeLessThanOrEqual(now + 10)

      // The calendar stays open to choose another time; another day keeps the time chosen.
      await expect(dialog.locator('.react-datepicker__month')).toBeVisible()
      // A day of the month shown (not one of the next month's first days greyed at its end: picking
      // one of those leaves the calendar on this month with the chosen day off the page).
      const later = dialog.locator(
        '.react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--today):not(.react-datepicker__day--outside-month)',
      )
      if (!(await later.count())) await dialog.locator('.react-datepicker__navigation--next').click()
      await later.last().click()
      // The picker sets the new day first; the dialog then puts the chosen time back.
      await expect
        .poll(async () => {
          const value = await field.inputValue()
          return value !== today && minutes(value) === minutes(today)
        })
        .toBe(true)
      const other = await field.inputValue()
      expect(other).toMatch(/^\d{1,2} \S+ \d{4}, \d{2}:\d{2}$/)
      expect(other).not.toMatch(twelveHour)

      // By keyboard alone: from the field into the calendar, a day back with the arrow keys, Enter.
      // That day keeps the time too.
      // The picker moves focus into the calendar on ArrowDown once it has re-rendered for the focus.
      await expect(async () => {
        await field.focus()
        await page.keyboard.press('ArrowDown')
        await expect(dialog.locator('.react-datepicker__day:focus')).toHaveCount(1, { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('Enter')
      await expect
        .poll(async () => {
          const value = await field.inputValue()
          return value !== other && minutes(value) === minutes(today)
        })
        .toBe(true)
      await page.keyboard.press('Escape')
    })
  })
})
