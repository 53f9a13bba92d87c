import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import type { LegalAcceptance, LegalDocument } from '#src/payload-types.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { adminCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin, staffLogin } from '#tests/e2e/support/api.ts'
import { type Locale, cms, locales, localized } from '#tests/e2e/support/cms.ts'
import { createAccount, currentLegalVersions, uniqueEmail } from '#tests/e2e/support/firebase.ts'

/**
 * Issue 29, consent: registration asks for the privacy notice and terms (refused before any call
 * without them), records exactly the versions current at that moment, and a later version marked
 * "requires new acceptance" stops a doctor before the dashboard until they accept (recorded) or
 * decline (signed out, contact page). Both languages.
 */
const messages = { es, en }
const password = 'clave-segura-123'
const identityToolkit = /identitytoolkit\.googleapis\.com/

/** With CONSENT_SCREENSHOTS=1, the consent step and the re-acceptance page are saved to docs/screenshots (docs/admin.md shows them). */
async function screenshot(page: Page, name: string) {
  if (process.env.CONSENT_SCREENSHOTS === '1')
    await page.screenshot({ path: `docs/screenshots/${name}-${test.info().project.name}.png`, fullPage: true })
}

async function acceptancesOf(request: APIRequestContext, email: string): Promise<LegalAcceptance[]> {
  const legal = await staffLogin(request, 'legal')
  const response = await request.get(
    `/api/legal-acceptances?where[doctorEmail][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`,
    { headers: { authorization: legal } },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: LegalAcceptance[] }).docs
}

const day = 86_400_000

/**
 * A date for a new privacy notice that is current at once: the day after the newest published one
 * dated up to today (Mexico City), skipping days already taken. Published versions are never
 * deleted, only withdrawn, and a withdrawn one keeps its date, so each run (each project) needs its own.
 */
async function freeVersionDate(request: APIRequestContext, legal: string): Promise<string> {
  const response = await request.get(
    '/api/legal-documents?where[kind][equals]=privacy&where[_status][equals]=published&limit=1000&depth=0',
    { headers: { authorization: legal } },
  )
  expect(response.status()).toBe(200)
  const taken = new Set(
    ((await response.json()) as { docs: LegalDocument[] }).docs.map((doc) => doc.lastUpdated.slice(0, 10)),
  )
  const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)
  const past = [...taken].filter((date) => date <= today).sort()
  let date = past[past.length - 1]
  do date = new Date(Date.parse(`${date}T12:00:00.000Z`) + day).toISOString().slice(0, 10)
  while (taken.has(date))
  expect(date <= today, `a free date up to today (${today})`).toBe(true)
  return date
}

async function signIn(page: Page, locale: Locale, email: string) {
  const m = messages[locale].auth
  await page.goto(localized(locale, '/login'))
  await page.getByLabel(m.fields.email, { exact: true }).fill(email)
  await page.getByLabel(m.fields.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: m.login.submit, exact: true }).click()
}

for (const locale of locales) {
  const m = messages[locale]

  test(`registration needs the privacy notice and terms, and records their current versions (${locale})`, async ({
    page,
    request,
  }) => {
    const calls: string[] = []
    page.on('request', (call) => {
      if (identityToolkit.test(call.url()) || call.url().includes('/api/auth/')) calls.push(call.url())
    })
    const current = await currentLegalVersions()
    const email = uniqueEmail(`consent-${locale}`)
    await page.goto(localized(locale, '/register'))
    // The consent links open the exact versions in a new tab.
    for (const [kind, path] of [
      ['privacy', '/privacy'],
      ['terms', '/terms-of-service'],
    ] as const) {
      const link = page.getByTestId(`consent-${kind}`)
      await expect(link).toHaveAttribute('href', localized(locale, `${path}/${current[kind]}`))
      await expect(link).toHaveAttribute('target', '_blank')
    }
    await page.getByLabel(m.auth.fields.name, { exact: true }).fill('Dra. Consentimiento')
    await page.getByLabel(m.auth.fields.email, { exact: true }).fill(email)
    await page.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
    await page.getByLabel(m.auth.fields.confirmPassword, { exact: true }).fill(password)
    const consent = page.locator('#register-accept-legal')
    await expect(consent).not.toBeChecked()
    await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click()
    await expect(page.getByTestId('form-banner')).toHaveText(m.auth.validation.legalNotAccepted)
    await expect(consent).toBeFocused()
    expect(calls).toEqual([])
    await screenshot(page, `consent-register-${locale}`)
    // Opening a version in its new tab loses nothing typed.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('consent-privacy').click()])
    await tab.close()
    await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toHaveValue(email)

    await consent.check()
    await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
    const records = await acceptancesOf(request, email)
    expect(records.map((record) => [record.kind, record.versionDate, record.language, record.method]).sort()).toEqual([
      ['privacy', current.privacy, locale, 'registration'],
      ['terms', current.terms, locale, 'registration'],
    ])
  })
}

test('a version requiring acceptance: the doctor sees summary and comparison, accepts (es) or declines (en)', async ({
  browser,
  request,
}) => {
  const legal = await staffLogin(request, 'legal')
  const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
  const accepting = uniqueEmail('reaccept-es')
  const declining = uniqueEmail('decline-en')
  await createAccount(accepting, password, 'Dra. Acepta')
  await createAccount(declining, password, 'Dr. Declina')

  // The current privacy notice: the newest one not withdrawn (an earlier run's version stays, withdrawn).
  const current = 'where[kind][equals]=privacy&where[withdrawn][not_equals]=true&sort=-lastUpdated'
  const [previousEs] = await cms(request).find('legal-documents', 'es', current)
  const [previousEn] = await cms(request).find('legal-documents', 'en', current)
  const stamp = Date.now().toString(36)
  const added = { es: `Nueva cláusula de biometría ${stamp}.`, en: `New biometrics clause ${stamp}.` }
  const summary = {
    es: `Añadimos el tratamiento de datos biométricos ${stamp}.`,
    en: `We added biometric data processing ${stamp}.`,
  }
  const sectionsOf = (source: LegalDocument, locale: Locale) => [
    ...source.sections!.map(({ anchor, heading, body }) => ({ anchor, heading, body })),
    {
      anchor: 'biometria',
      heading: locale === 'es' ? 'Datos biométricos' : 'Biometric data',
      body: toLexical([{ type: 'p', text: added[locale] }]),
    },
  ]
  const newDate = await freeVersionDate(request, legal)
  let id: number | undefined
  try {
    const created = await request.post('/api/legal-documents?locale=es', {
      headers: { authorization: legal },
      data: {
        kind: 'privacy',
        lastUpdated: `${newDate}T12:00:00.000Z`,
        title: previousEs.title,
        changeSummary: summary.es,
        requiresAcceptance: true,
        sections: sectionsOf(previousEs, 'es'),
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const saved = (await created.json()).doc as LegalDocument
    id = saved.id
    const english = sectionsOf(previousEn, 'en').map((section, index) => ({
      ...section,
      id: saved.sections![index].id,
    }))
    const translated = await request.patch(`/api/legal-documents/${id}?locale=en`, {
      headers: { authorization: legal },
      data: { title: previousEn.title, changeSummary: summary.en, sections: english, _status: 'published' },
    })
    expect(translated.status()).toBe(200)

    // Spanish: the doctor signs in, is stopped before the dashboard, reads and accepts.
    const es = await browser.newContext()
    const page = await es.newPage()
    await signIn(page, 'es', accepting)
    await expect(page).toHaveURL(/\/dashboard\/legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.es.legalUpdate.title)
    const section = page.getByTestId('update-privacy')
    await expect(section.getByTestId('update-summary')).toHaveText(summary.es)
    await expect(
      section.getByRole('link', { name: messages.es.legalUpdate.readFull.replace('{title}', previousEs.title) }),
    ).toHaveAttribute('href', `/privacy/${newDate}`)
    await expect(section.locator('ins')).toContainText(added.es)
    await expect(section.locator('ins .visually-hidden').first()).toHaveText(`${messages.es.legal.added} `)
    await expect(page.getByTestId('update-terms')).toHaveCount(0)
    await screenshot(page, 'reacceptance-es')
    await page.getByRole('button', { name: messages.es.legalUpdate.accept }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('greeting')).toBeVisible()
    const records = await acceptancesOf(request, accepting)
    expect(
      records
        .filter((record) => record.method === 'reacceptance')
        .map((record) => [record.kind, record.versionDate, record.language]),
    ).toEqual([['privacy', newDate, 'es']])
    // Accepted: the next visit goes straight to the dashboard.
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
    await es.close()

    // English: the other doctor declines, is signed out and offered the contact page.
    const en = await browser.newContext()
    const other = await en.newPage()
    await signIn(other, 'en', declining)
    await expect(other).toHaveURL(/\/en\/dashboard\/legal$/)
    await expect(other.getByTestId('update-privacy').getByTestId('update-summary')).toHaveText(summary.en)
    await expect(other.getByTestId('update-privacy').locator('ins')).toContainText(added.en)
    await screenshot(other, 'reacceptance-en')
    const session = (await en.cookies()).find((cookie) => cookie.name === '__session')
    expect(session).toBeDefined()
    // Firebase counts revocation in whole seconds (as in accounts.spec.ts's sign-out).
    await other.waitForTimeout(1100)
    await other.getByRole('button', { name: messages.en.legalUpdate.decline }).click()
    await expect(other).toHaveURL(/\/en\/contact$/)
    expect((await en.cookies()).find((cookie) => cookie.name === '__session')).toBeUndefined()
    // Without a cookie the gate sends to the sign-in page; the old cookie is revoked on the server too.
    await other.goto('/en/dashboard')
    await expect(other).toHaveURL(/\/en\/login$/)
    await en.addCookies([{ ...session!, expires: -1 }])
    await other.goto('/en/dashboard')
    await expect(other).toHaveURL(/\/en\/login\?session=expired$/)
    expect((await acceptancesOf(request, declining)).filter((record) => record.method === 'reacceptance')).toEqual([])
    await en.close()

    // The public version page shows the summary and the comparison, without JavaScript.
    const plain = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await plain.newPage()
    await visitor.goto(`/en/privacy/${newDate}`)
    await expect(visitor.getByTestId('legal-change-summary')).toHaveText(summary.en)
    await expect(visitor.getByTestId('legal-comparison').locator('ins')).toContainText(added.en)
    await plain.close()
  } finally {
    // A published version is never deleted (issue 29): the admin withdraws it, with a reason, and
    // the previous one is current again.
    if (id)
      expect(
        (
          await request.patch(`/api/legal-documents/${id}?locale=es`, {
            headers: { authorization: admin },
            data: { withdrawn: true, withdrawalReason: `Versión de prueba ${stamp}.` },
          })
        ).status(),
      ).toBe(200)
  }
})
