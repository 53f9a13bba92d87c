import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request as requests,
  test,
} from '@playwright/test'

import type { LegalDocument } from '#src/payload-types.ts'
import { adminCredentials, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin, staffLogin } from '#tests/e2e/support/api.ts'
import { type Locale, cms, localized } from '#tests/e2e/support/cms.ts'

/**
 * Issue 30's campaign release, as marketing and legal do it in the Spanish admin: the Médico plan
 * 399 → 449, the landing's pricing copy and the FAQ answer that quotes the price (both languages),
 * and a new terms version, gathered in one release and scheduled a minute ahead in Mexico City
 * time. A poller reads every page that shows the price, in both languages, every 100 ms: none
 * shows 449 before the moment, all show it within 2 s after; «Revertir» on the release's screen
 * brings them all back within 2 s.
 *
 * Every staff step is a click or keystroke in the admin: «Guardar borrador», the release panel's
 * «Añadir» on each document's edit screen, «Duplicar» for the new terms version, the rich text of
 * the FAQ answer and of the terms typed into Lexical, the release's date, time and «Programada».
 * The reads that set the scene and the clean-up go through the REST API.
 *
 * The e2e server is one instance without the caching front (the jobs cron runs in it, as
 * scheduled-publishing.spec.ts relies on); the scale test covers the front and several instances.
 */
test.use({ locale: 'es-MX', timezoneId: 'America/Mexico_City' })

const pages = ['/', '/plans', '/help/faq', '/terms-of-service'].flatMap((path) =>
  (['es', 'en'] as const).map((locale) => localized(locale, path)),
)
const NEW_PRICE = /\$\s?449\b/
const ZONE = 'America/Mexico_City'

type Doc = { id: number } & Record<string, unknown>

async function readDraft(request: APIRequestContext, auth: string, path: string, locale: Locale): Promise<Doc> {
  const response = await request.get(`/api/${path}?locale=${locale}&draft=true&depth=0`, {
    headers: { authorization: auth },
  })
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as Doc
}

/**
 * A date for the new terms version that makes it the current one: after the newest published,
 * not withdrawn version up to today, on a day no version has (a version's date is its address),
 * today at the latest. The latest such day: other specs publish versions dated today and withdraw
 * them, so today itself may be taken.
 */
async function freeTermsDate(request: APIRequestContext, legal: string): Promise<string> {
  const read = async (query: string) => {
    const response = await request.get(`/api/legal-documents?where[kind][equals]=terms&limit=1000&depth=0${query}`, {
      headers: { authorization: legal },
    })
    return ((await response.json()) as { docs: LegalDocument[] }).docs
  }
  const day = (doc: LegalDocument) => doc.lastUpdated.slice(0, 10)
  const taken = new Set((await read('&draft=true')).map(day))
  const today = mexicoCity(Date.now()).date
  const current =
    (await read(''))
      .filter((doc) => !doc.withdrawnAt)
      .map(day)
      .filter((date) => date <= today)
      .sort()
      .at(-1) ?? '0000-00-00'
  let date = today
  while (taken.has(date) && date > current)
    date = new Date(Date.parse(`${date}T12:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10)
  expect(date > current && !taken.has(date), `a free terms date after ${current}, up to today (${today})`).toBe(true)
  return date
}

/** A moment as a clock in Mexico City shows it: the day (YYYY-MM-DD), the day of the month and HH:mm. */
function mexicoCity(at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  }
}

/**
 * Reads every page every 100 ms as a visitor (no cookie) until `until` (ms); for each, the first
 * time it showed the new price (its request's start), and whether any answer showing it was
 * complete before `moment`.
 *
 * A visitor of its own for each poll: a context kept from before the staff steps holds sockets
 * idle longer than the server keeps them open, and its first read on one raced the server's close
 * (ECONNRESET on /terms-of-service as the revert's poll started, in one run).
 */
async function poll(moment: number, until: number, showsNew: boolean) {
  const request = await requests.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    return await pollWith(request, moment, until, showsNew)
  } finally {
    await request.dispose()
  }
}

async function pollWith(request: APIRequestContext, moment: number, until: number, showsNew: boolean) {
  const firstSeen = new Map<string, number>()
  const early: string[] = []
  while (Date.now() < until && firstSeen.size < pages.length) {
    const tick = Date.now()
    await Promise.all(
      pages.map(async (path) => {
        if (firstSeen.has(path)) return
        const started = Date.now()
        const html = await (await request.get(path)).text()
        if (NEW_PRICE.test(html) === showsNew) {
          // Early only if the whole answer came before the moment: a request sent a few ms before
          // it may be answered after the publish (seen: -5 to -29 ms while the server was busy).
          const answered = Date.now()
          if (answered < moment) early.push(`${path} answered at ${answered - moment} ms`)
          firstSeen.set(path, started - moment)
        }
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (Date.now() - tick))))
  }
  return { firstSeen, early }
}

/** A staff member's own browser: the Spanish admin, signed in with that role's account. */
async function staffBrowser(browser: Browser, role: 'marketing' | 'legal'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-MX', timezoneId: ZONE })).newPage()
  await signInToAdmin(page, staffCredentials(role))
  return page
}

/** Clicks a save button and waits for the admin's save request to be accepted. */
async function save(page: Page, button: string, api: RegExp) {
  const saved = page.waitForResponse(
    (response) => response.request().method() !== 'GET' && api.test(new URL(response.url()).pathname),
  )
  await page.getByRole('button', { name: button, exact: true }).click()
  const response = await saved
  expect(response.status(), `${button}: ${await response.text()}`).toBeLessThan(300)
}

/**
 * Replaces the price in a Lexical rich-text field as a person does: a click into the editor,
 * the digits of `$399` selected (the DOM selection Lexical follows, as a double-click or
 * Shift+arrows would leave it), then 449 typed on the keyboard.
 */
async function retypePrice(page: Page, scope: Locator) {
  const editors = scope.locator('[contenteditable="true"]')
  await expect(editors.filter({ hasText: '$399' }).first()).toBeVisible()
  // The editor itself, not "the one showing $399", which it stops being once retyped.
  const editor = editors.nth(await editors.evaluateAll((all) => all.findIndex((e) => e.textContent?.includes('$399'))))
  await editor.scrollIntoViewIfNeeded()
  await editor.click()
  const selected = await editor.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('$399') ?? -1
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at + 1)
      range.setEnd(node, at + 4)
      const selection = window.getSelection()!
      selection.removeAllRanges()
      selection.addRange(range)
      return selection.toString()
    }
    return ''
  })
  expect(selected).toBe('399')
  // Lexical reads the DOM selection on selectionchange, a task after it moved.
  await page.waitForTimeout(100)
  await page.keyboard.type('449')
  await expect(editor).toContainText('$449')
  await expect(editor).not.toContainText('$399')
}

/** The release panel in a document's sidebar: picks the release, «Añadir», and it is listed as holding it. */
async function addToRelease(page: Page, releaseName: string) {
  const panel = page.locator('.citaya-release-panel')
  await panel.locator('select').selectOption({ label: releaseName })
  await panel.getByRole('button', { name: 'Añadir', exact: true }).click()
  await expect(panel.getByRole('link', { name: releaseName })).toBeVisible()
  await expect(panel.getByRole('alert')).toHaveCount(0)
}

test('a release scheduled in the Spanish admin shows the new price on every page at its moment, and «Revertir» takes it back', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000)
  const marketing = await staffLogin(request, 'marketing')
  const legal = await staffLogin(request, 'legal')
  const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
  const [plan] = await cms(request).find('plans', 'es', 'where[key][equals]=medico')
  expect(plan.priceAmount).toBe(399)
  const [faq] = await cms(request).find('faq-sections', 'es', 'where[key][equals]=planes')
  // The current terms version: the newest in effect and not withdrawn (other specs withdraw theirs).
  const [terms] = await cms(request).find(
    'legal-documents',
    'es',
    'where[kind][equals]=terms&where[withdrawn][not_equals]=true&sort=-lastUpdated',
  )
  const termsDate = await freeTermsDate(request, legal)
  const stamp = Date.now().toString(36)
  const releaseName = `Precio Médico 449 ${stamp}`

  // A visitor of its own: the staff logins above left their session cookie in `request`.
  const visitor = await requests.newContext({ baseURL: test.info().project.use.baseURL })
  for (const path of pages) expect(await (await visitor.get(path)).text(), path).not.toMatch(NEW_PRICE)
  // What is published now (a visitor's read), to put back as the drafts if the test stops half-way.
  const published = async (path: string, locale: Locale) =>
    (await (await visitor.get(`/api/${path}?locale=${locale}&depth=0`)).json()) as Doc
  const before = {
    faq: { es: await published(`faq-sections/${faq.id}`, 'es'), en: await published(`faq-sections/${faq.id}`, 'en') },
    landing: { es: await published('globals/landing', 'es'), en: await published('globals/landing', 'en') },
  }

  let releaseId: number | undefined
  let termsId: number | undefined
  let done = false
  const legalPage = await staffBrowser(browser, 'legal')
  try {
    // Marketing creates the release, empty: documents are added from their own screens.
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto('/admin/collections/releases/create')
    await page.locator('#field-name').fill(releaseName)
    await save(page, 'Guardar', /^\/api\/releases$/)
    await expect(page).toHaveURL(/\/admin\/collections\/releases\/\d+/)
    releaseId = Number(/\/releases\/(\d+)/.exec(page.url())![1])

    // The plan: the new price as a draft, then into the release.
    await page.goto(`/admin/collections/plans/${plan.id}?locale=es`)
    await page.locator('#field-priceAmount').fill('449')
    await save(page, 'Guardar borrador', new RegExp(`^/api/plans/${plan.id}$`))
    await addToRelease(page, releaseName)

    // The FAQ answer that quotes the price, in each language (rich text), then into the release.
    for (const locale of ['es', 'en'] as const) {
      await page.goto(`/admin/collections/faq-sections/${faq.id}?locale=${locale}`)
      await retypePrice(page, page.locator('#field-questions'))
      await save(page, 'Guardar borrador', new RegExp(`^/api/faq-sections/${faq.id}$`))
      expect(JSON.stringify(await readDraft(request, marketing, `faq-sections/${faq.id}`, locale))).toContain('$449')
    }
    await addToRelease(page, releaseName)

    // The landing's pricing note, in each language, then into the release.
    for (const locale of ['es', 'en'] as const) {
      await page.goto(`/admin/globals/landing?locale=${locale}`)
      const note = page.locator('#field-pricing__note')
      const added = locale === 'es' ? ' Médico: $449 al mes.' : ' Individual Doctor: $449 a month.'
      await note.fill(`${await note.inputValue()}${added}`)
      await save(page, 'Guardar borrador', /^\/api\/globals\/landing$/)
    }
    await addToRelease(page, releaseName)
    // The list of releases: marketing's, still a draft (legal opens it next, so not its editor).
    await page.goto('/admin/collections/releases')
    await expect(page.locator('tr', { hasText: releaseName })).toContainText('Borrador')

    // Legal: a new terms version, as the collection's description says: «Duplicar» the current one,
    // its date, its summary of changes and the price in its plans section, in both languages.
    await legalPage.goto(`/admin/collections/legal-documents/${terms.id}?locale=es`)
    await legalPage.locator('.doc-controls__dots').click()
    await legalPage.locator('#action-duplicate').click()
    // The copy is written in both languages before the admin moves to it: over 5 s on a loaded machine.
    await expect(legalPage).not.toHaveURL(new RegExp(`/legal-documents/${terms.id}(\\?|$)`), { timeout: 20_000 })
    await expect(legalPage).toHaveURL(/\/admin\/collections\/legal-documents\/\d+/)
    termsId = Number(/\/legal-documents\/(\d+)/.exec(legalPage.url())![1])
    const dateInput = legalPage.locator('#field-lastUpdated input')
    await dateInput.fill(termsDate)
    await dateInput.press('Enter')
    await legalPage.locator('#field-changeSummary').fill('Nuevo precio del plan Médico.')
    await retypePrice(legalPage, legalPage.locator('#field-sections'))
    await save(legalPage, 'Guardar borrador', new RegExp(`^/api/legal-documents/${termsId}$`))
    await legalPage.goto(`/admin/collections/legal-documents/${termsId}?locale=en`)
    await legalPage.locator('#field-changeSummary').fill('New Individual Doctor price.')
    await retypePrice(legalPage, legalPage.locator('#field-sections'))
    await save(legalPage, 'Guardar borrador', new RegExp(`^/api/legal-documents/${termsId}$`))
    await addToRelease(legalPage, releaseName)
    for (const locale of ['es', 'en'] as const) {
      const draft = await readDraft(request, legal, `legal-documents/${termsId}`, locale)
      expect((draft.lastUpdated as string).slice(0, 10)).toBe(termsDate)
      expect(JSON.stringify(draft.sections)).toContain('$449')
    }

    // Marketing may not schedule a release that holds a legal version (the server's answer).
    const byMarketing = await request.patch(`/api/releases/${releaseId}`, {
      headers: { authorization: marketing },
      data: { status: 'scheduled', scheduledAt: new Date(Date.now() + 120_000).toISOString() },
    })
    expect(byMarketing.status()).toBe(403)

    // Legal schedules it on the release's screen: the next whole minute at least 40 s away, picked
    // in the calendar and the time list, in Mexico City time (the zone shown beside it).
    await legalPage.goto(`/admin/collections/releases/${releaseId}`)
    await expect(legalPage.getByTestId('release-item-compare')).toHaveCount(4)
    const moment = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
    const at = mexicoCity(moment)
    const when = legalPage.locator('#field-scheduledAt')
    await expect(when).toContainText('Ciudad de México')
    await when.locator('.react-datepicker__input-container input').click()
    const day = legalPage.locator(
      `.react-datepicker__day--${String(at.day).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
    )
    await day.click()
    const times = legalPage.locator('.react-datepicker__time-list-item')
    if (!(await times.first().isVisible())) await when.locator('.react-datepicker__input-container input').click()
    await times.filter({ hasText: new RegExp(`^${at.time}$`) }).click()
    await legalPage.keyboard.press('Escape')
    await legalPage.locator('#field-status .rs__control').click()
    await legalPage.locator('.rs__option', { hasText: 'Programada' }).click()
    await save(legalPage, 'Guardar', new RegExp(`^/api/releases/${releaseId}$`))
    const stored = (await readDraft(request, legal, `releases/${releaseId}`, 'es')) as Doc & {
      status: string
      scheduledAt: string
      scheduledAt_tz?: string
    }
    expect(stored.status).toBe('scheduled')
    expect(new Date(stored.scheduledAt).getTime()).toBe(moment)
    expect(stored.scheduledAt_tz).toBe(ZONE)
    expect(Date.now(), 'scheduled before its moment').toBeLessThan(moment)

    const shown = await poll(moment, moment + 10_000, true)
    test.info().annotations.push({
      type: 'first seen after the moment (ms)',
      description: JSON.stringify(Object.fromEntries(shown.firstSeen)),
    })
    expect(shown.early, 'pages that showed 449 before the moment').toEqual([])
    expect([...shown.firstSeen.keys()].sort(), 'pages that showed 449').toEqual([...pages].sort())
    for (const [path, after] of shown.firstSeen) expect(after, path).toBeLessThanOrEqual(2000)

    // «Revertir» on the release's screen (legal: the release holds a legal version): every page
    // back to 399 within 2 s. It publishes at once; the 2 s start at its answer, as for «Publicar
    // cambios» in drafts.spec.ts.
    await legalPage.reload()
    await expect(legalPage.locator('#field-status')).toContainText('Publicada')
    legalPage.once('dialog', (dialog) => void dialog.accept())
    const reverting = legalPage.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/releases/${releaseId}/revert`,
    )
    await legalPage.getByRole('button', { name: 'Revertir', exact: true }).click()
    const reverted = await reverting
    expect(reverted.status(), await reverted.text()).toBe(200)
    const revertAt = Date.now()
    await expect(legalPage.locator('.citaya-release-actions [role="status"]')).toContainText('Revertida')
    const back = await poll(revertAt, revertAt + 10_000, false)
    test.info().annotations.push({
      type: 'back after the revert (ms)',
      description: JSON.stringify(Object.fromEntries(back.firstSeen)),
    })
    expect([...back.firstSeen.keys()].sort(), 'pages back to the old price').toEqual([...pages].sort())
    for (const [path, after] of back.firstSeen) expect(after, path).toBeLessThanOrEqual(2000)
    done = true
  } finally {
    await legalPage.context().close()
    await visitor.dispose()
    if (!done) await restore()
  }

  /**
   * After a stop half-way: no release left to publish later (reverted if it published), the new
   * terms version gone if still a draft, and the drafts equal to what is published again.
   */
  async function restore() {
    const auth = { authorization: admin }
    // The editors this test left open keep their edit locks (see staffLogin).
    await request.delete('/api/payload-locked-documents?where[id][exists]=true&limit=1000', { headers: auth })
    if (releaseId !== undefined) {
      const status = ((await readDraft(request, admin, `releases/${releaseId}`, 'es')) as Doc & { status: string })
        .status
      if (status === 'published') await request.post(`/api/releases/${releaseId}/revert`, { headers: auth })
      else await request.delete(`/api/releases/${releaseId}`, { headers: auth })
    }
    if (termsId !== undefined) {
      const version = (await readDraft(request, admin, `legal-documents/${termsId}`, 'es')) as Doc & {
        _status: string
      }
      if (version._status !== 'published') await request.delete(`/api/legal-documents/${termsId}`, { headers: auth })
    }
    await request.patch(`/api/plans/${plan.id}?locale=es&draft=true`, {
      headers: auth,
      data: { priceAmount: 399, _status: 'draft' },
    })
    for (const locale of ['es', 'en'] as const) {
      await request.patch(`/api/faq-sections/${faq.id}?locale=${locale}&draft=true`, {
        headers: auth,
        data: { questions: before.faq[locale].questions, _status: 'draft' },
      })
      await request.post(`/api/globals/landing?locale=${locale}&draft=true`, {
        headers: auth,
        data: { pricing: before.landing[locale].pricing, _status: 'draft' },
      })
    }
  }
})
