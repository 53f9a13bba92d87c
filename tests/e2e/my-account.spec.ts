import AxeBuilder from '@axe-core/playwright'
import { type Browser, type Page, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { adminCredentials, signInToAdmin } from '#tests/e2e/support/admin.ts'
import { apiLogin } from '#tests/e2e/support/api.ts'
import { signInThroughForm } from '#tests/e2e/support/doctor.ts'
import { type Locale, localized } from '#tests/e2e/support/cms.ts'
import { createAccount, currentLegalVersions, uidOf, uniqueEmail } from '#tests/e2e/support/firebase.ts'
import { mailTo } from '#tests/e2e/support/mail.ts'

/**
 * «Mi cuenta» (issue 42): the name and password, the data (page and JSON), the data-rights request
 * form and staff's answer reaching the doctor, closing the account, and bad input on each. Writes:
 * it creates accounts, requests and closes accounts, so it runs alone (not a reading spec).
 */
const messages = { es, en }
const password = 'clave-segura-123'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const banner = (page: Page) => page.locator('[data-testid="form-banner"]')

async function signedInDoctor(page: Page, locale: Locale, label: string, name = 'Dra. Inés Cuenta') {
  const email = uniqueEmail(label)
  await createAccount(email, password, name)
  await signInThroughForm(page, locale, email, password)
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
  return email
}

/** The page's session cookie, to try it again later from another browser. */
async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === '__session')
  expect(cookie).toBeTruthy()
  return cookie!
}

/** Whether a browser holding only this cookie gets the dashboard (true) or is sent to sign in. */
async function cookieOpensDashboard(browser: Browser, cookie: Awaited<ReturnType<typeof sessionCookie>>) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await context.addCookies([cookie])
  const page = await context.newPage()
  await page.goto('/dashboard')
  const opened = !new URL(page.url()).pathname.includes('/login')
  await context.close()
  return opened
}

const adminAuth = (request: Parameters<typeof apiLogin>[0]) =>
  apiLogin(request, adminCredentials.email, adminCredentials.password)

for (const locale of ['es', 'en'] as const) {
  const m = messages[locale]
  const a = m.myAccount

  test(`«Mi cuenta» (${locale}): the name changes the greeting, the password is changed with the current one`, async ({
    page,
    browser,
  }) => {
    const email = await signedInDoctor(page, locale, `account-${locale}`)
    await page.getByTestId('site-header').getByRole('link', { name: a.headerLink, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard/account')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.title)
    await expect(page.getByRole('link', { name: a.security.changeEmail })).toHaveAttribute(
      'href',
      localized(locale, '/dashboard/account/email'),
    )
    await expect(page.getByRole('link', { name: a.security.signOutEverywhere })).toHaveAttribute(
      'href',
      localized(locale, '/dashboard/account/sessions'),
    )

    // The name: the greeting changes, here and on the dashboard.
    const nameField = page.getByLabel(a.profile.name, { exact: true })
    await nameField.fill('   ')
    await page.getByRole('button', { name: a.profile.save }).click()
    // The browser refuses an empty required field by itself; blanks reach the server and are refused.
    await expect(page.locator('#name').getByTestId('form-banner')).toHaveText(a.errors.nameRequired)
    await page.getByLabel(a.profile.name, { exact: true }).fill('Dra. Inés Renombrada')
    await page.getByRole('button', { name: a.profile.save }).click()
    await expect(page.locator('#name').getByTestId('form-banner')).toHaveText(a.notices.nameSaved)
    await expect(page.getByTestId('greeting')).toHaveText(
      m.dashboard.greeting.replace('{name}', 'Dra. Inés Renombrada'),
    )
    await page.goto(localized(locale, '/dashboard'))
    await expect(page.getByTestId('greeting')).toHaveText(
      m.dashboard.greeting.replace('{name}', 'Dra. Inés Renombrada'),
    )

    // The password: the spec's rules and the current password, each with its message.
    const before = await sessionCookie(page)
    // Firebase counts revocation in whole seconds: the old cookie must be from an earlier second.
    await page.waitForTimeout(1100)
    await page.goto(localized(locale, '/dashboard/account'))
    const passwordForm = page.locator('#password')
    const tryPassword = async (current: string, next: string, confirm: string) => {
      await page.getByLabel(a.password.current, { exact: true }).fill(current)
      await page.getByLabel(a.password.new, { exact: true }).fill(next)
      await page.getByLabel(a.password.confirm, { exact: true }).fill(confirm)
      await page.getByRole('button', { name: a.password.save }).click()
      return passwordForm.getByTestId('form-banner')
    }
    await expect(await tryPassword(password, 'nueva-123', 'nueva-124')).toHaveText(a.errors.passwordsDoNotMatch)
    await expect(await tryPassword(password, 'abc', 'abc')).toHaveText(a.errors.passwordTooShort)
    await expect(await tryPassword('no-es-la-clave', 'nueva-clave-456', 'nueva-clave-456')).toHaveText(
      a.errors.wrongPassword,
    )
    await expect(await tryPassword(password, 'nueva-clave-456', 'nueva-clave-456')).toHaveText(
      a.notices.passwordChanged,
    )
    // This browser stays signed in with a new session; the one from before is refused everywhere.
    await page.goto(localized(locale, '/dashboard'))
    await expect(page.getByTestId('greeting')).toBeVisible()
    expect(await cookieOpensDashboard(browser, before)).toBe(false)
    expect(await cookieOpensDashboard(browser, await sessionCookie(page))).toBe(true)

    // The old password no longer signs in; the new one does.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const fresh = await other.newPage()
    await signInThroughForm(fresh, locale, email, password)
    // The emulator says which of e-mail and password is wrong; Firebase with e-mail enumeration protection does not.
    await expect(fresh.locator('[data-testid="form-banner"][role="alert"]')).toHaveText(
      new RegExp(`^(${escape(m.auth.errors.wrongPassword)}|${escape(m.auth.errors.invalidCredential)})$`),
    )
    await signInThroughForm(fresh, locale, email, 'nueva-clave-456')
    await expect(fresh).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
    await other.close()
  })
}

test(
  'the account pages: no serious accessibility violation, no sideways scrolling, forms reached by keyboard',
  { tag: '@phone' },
  async ({ page }) => {
    await signedInDoctor(page, 'en', 'a11y')
    for (const path of ['/dashboard/account', '/dashboard/account/data', '/dashboard/account/close']) {
      await page.goto(localized('en', path))
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(serious, path).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        path,
      ).toBeLessThanOrEqual(0)
    }
    // From the close page's password field, Tab reaches its button.
    await page.getByLabel(en.myAccount.close.password, { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: en.myAccount.close.submit })).toBeFocused()
  },
)

test('download my data: the JSON file and the page hold the profile, trial, acceptances, messages and requests; only your own', async ({
  page,
  request,
}) => {
  const locale = 'es'
  const a = es.myAccount
  const email = await signedInDoctor(page, locale, 'data')
  const subject = `Mis datos ${Date.now().toString(36)}`
  const sent = await request.post('/api/contact', {
    form: { name: 'Inés', email, subject, message: 'Quiero saber qué guardan.', locale: 'es' },
    headers: { accept: 'application/json', 'x-forwarded-for': '198.19.42.1' },
  })
  expect(sent.status()).toBe(201)
  await page.goto(localized(locale, '/dashboard/account'))
  await page.getByLabel(a.rights.rights.access, { exact: true }).check()
  await page.getByLabel(a.rights.summary, { exact: true }).fill('Acceso a mis datos')
  await page.getByLabel(a.rights.request, { exact: true }).fill('Quiero una copia de todo.')
  await page.getByRole('button', { name: a.rights.submit }).click()
  await expect(page.locator('#request').getByTestId('form-banner')).toContainText(
    a.notices.requestSent.split('{date}')[0],
  )

  const legal = await currentLegalVersions()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: a.data.download }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()))
  expect(data.profile).toMatchObject({ name: 'Dra. Inés Cuenta', email, language: 'es', accountId: await uidOf(email) })
  expect(data.trial.ended).toBe(false)
  expect(new Date(data.trial.endsAt).getTime()).toBeGreaterThan(Date.now())
  expect(
    data.legalAcceptances.map((record: { document: string; versionDate: string; method: string }) => [
      record.document,
      record.versionDate,
      record.method,
    ]),
  ).toEqual(
    expect.arrayContaining([
      ['privacy', legal.privacy, 'registration'],
      ['terms', legal.terms, 'registration'],
    ]),
  )
  expect(data.legalAcceptances).toHaveLength(2)
  expect(data.contactMessages).toHaveLength(1)
  expect(data.contactMessages[0]).toMatchObject({ subject, message: 'Quiero saber qué guardan.' })
  expect(data.dataRightsRequests).toHaveLength(1)
  expect(data.dataRightsRequests[0]).toMatchObject({
    right: 'access',
    summary: 'Acceso a mis datos',
    state: 'received',
  })

  // The readable page says the same.
  await page.goto(localized(locale, '/dashboard/account/data'))
  await expect(page.getByTestId('data-profile')).toContainText(email)
  await expect(page.getByTestId('data-acceptances').getByRole('row')).toHaveCount(3)
  await expect(page.getByTestId('data-messages')).toContainText(subject)
  await expect(page.getByTestId('data-requests')).toContainText('Acceso a mis datos')

  // Another doctor's data: refused, with a message; nobody else's data in any answer.
  const other = uniqueEmail('data-other')
  await createAccount(other, password, 'Dr. Otro')
  const admin = await adminAuth(request)
  const { docs } = (await (
    await request.get(`/api/doctors?where[email][equals]=${encodeURIComponent(other)}`, {
      headers: { authorization: admin },
    })
  ).json()) as { docs: Array<{ id: number }> }
  for (const query of [`doctor=${docs[0].id}`, `uid=${await uidOf(other)}`, `email=${encodeURIComponent(other)}`]) {
    const refused = await page.request.get(`/api/account/data?${query}`)
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toEqual({ error: 'otherAccount', message: a.errors.otherAccount })
  }
  expect((await page.request.get(`/api/doctors/${docs[0].id}`)).status()).toBe(403)
  // Without a session: 401, in the language asked for.
  const anonymous = await request.get('/api/account/data?locale=en')
  expect(anonymous.status()).toBe(401)
  expect((await anonymous.json()).message).toBe(en.myAccount.errors.signedOut)
})

test('a request from the form appears in the staff list at once; the answer reaches the doctor; bad input is refused whole', async ({
  page,
  request,
  browser,
}) => {
  const locale = 'en'
  const a = en.myAccount
  const email = await signedInDoctor(page, locale, 'rights', 'Dr. Rights Asker')
  const summary = `Delete my phone ${Date.now().toString(36)}`
  await page.goto(localized(locale, '/dashboard/account'))
  await page.getByLabel(a.rights.rights.cancellation, { exact: true }).check()
  await page.getByLabel(a.rights.summary, { exact: true }).fill(summary)
  await page.getByLabel(a.rights.request, { exact: true }).fill('Please delete the phone number you keep.')
  await page.getByLabel(a.rights.answerByOptions.post.replace('{email}', email)).check()
  await page.getByRole('button', { name: a.rights.submit }).click()
  await expect(page.locator('#request').getByTestId('form-banner')).toHaveText(a.errors.postalAddressRequired)
  await page.getByLabel(a.rights.rights.cancellation, { exact: true }).check()
  await page.getByLabel(a.rights.summary, { exact: true }).fill(summary)
  await page.getByLabel(a.rights.request, { exact: true }).fill('Please delete the phone number you keep.')
  await page.getByRole('button', { name: a.rights.submit }).click()
  await expect(page.locator('#request').getByTestId('form-banner')).toContainText('We received your request.')
  await expect(page.getByTestId('my-requests')).toContainText(`${summary} — ${a.rights.rights.cancellation}`)
  await expect(page.getByTestId('my-requests')).toContainText(a.rights.states.received)

  // In legal staff's list at once, from the form, the identity proven by the session, with its deadline.
  const admin = await adminAuth(request)
  const listed = await request.get(
    `/api/data-rights-requests?where[summary][equals]=${encodeURIComponent(summary)}&depth=1`,
    { headers: { authorization: admin } },
  )
  const [found] = ((await listed.json()) as { docs: Array<Record<string, unknown>> }).docs
  expect(found).toMatchObject({ right: 'cancellation', channel: 'form', state: 'received', requesterKind: 'doctor' })
  expect((found.doctor as { email: string }).email).toBe(email)
  expect(String(found.identityProof)).toContain(email)
  expect(found.answerDue).toBeTruthy()

  // The staff list shows it with its deadline in business days, and offers the CSV export.
  const staff = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await signInToAdmin(staff)
  await staff.goto(`/admin/collections/data-rights-requests?where[summary][equals]=${encodeURIComponent(summary)}`)
  const row = staff.getByRole('row').filter({ hasText: summary })
  // In the admin's interface language (the seeded admin's may be either).
  await expect(row).toContainText(
    /(En plazo: \d+ días hábiles \(respuesta|On time: \d+ business days \(answer) \d{4}-\d{2}-\d{2}\)/,
  )
  await expect(staff.getByRole('link', { name: /^(Exportar CSV|Export CSV)$/ })).toBeVisible()
  await staff.close()

  // Bad input over the API: each refused with its message, nothing stored.
  const count = async () =>
    (
      (await (
        await request.get(`/api/data-rights-requests?where[doctor][equals]=${(found.doctor as { id: number }).id}`, {
          headers: { authorization: admin },
        })
      ).json()) as { totalDocs: number }
    ).totalDocs
  const post = (form: Record<string, string>) =>
    page.request.post('/api/account?locale=en', {
      form: { form: 'request', locale: 'en', right: 'access', summary: 'ok', request: 'ok', ...form },
      headers: { accept: 'application/json' },
    })
  for (const [form, key] of [
    [{ summary: 'x'.repeat(201) }, 'summaryTooLong'],
    [{ request: 'y'.repeat(5001) }, 'requestTooLong'],
    [{ answerBy: 'post', postalAddress: 'z'.repeat(501) }, 'postalAddressTooLong'],
    [{ right: 'everything' }, 'rightRequired'],
  ] as const) {
    const refused = await post(form)
    expect(refused.status(), key).toBe(400)
    expect(await refused.json()).toEqual({ error: key, message: a.errors[key] })
  }
  const tooLarge = await post({ request: '€'.repeat(40_000) })
  expect(tooLarge.status()).toBe(413)
  expect((await tooLarge.json()).message).toBe(a.errors.tooLarge)
  expect(await count()).toBe(1)

  // Staff answer: the doctor gets the mail and sees the state.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
  const answered = await request.patch(`/api/data-rights-requests/${found.id}`, {
    headers: { authorization: admin },
    data: {
      state: 'answered',
      identityProof: String(found.identityProof),
      answer: 'We will delete the phone number within 15 business days.',
      answeredOn: `${today}T12:00:00.000Z`,
    },
  })
  expect(answered.status()).toBe(200)
  // In the doctor's language: the account was registered in Spanish (createAccount), though used in English here.
  const subject = es.myAccount.mail.answeredSubject.replace('{state}', es.myAccount.rights.states.answered)
  const mail = await mailTo(email, new RegExp(`^${escape(subject)}$`))
  expect(mail.text).toContain(summary)
  expect(mail.text).toContain('We will delete the phone number within 15 business days.')
  expect(mail.text).toMatch(/https?:\/\/[^/]+\/dashboard\/account$/m)
  await page.goto(localized(locale, '/dashboard/account'))
  await expect(page.getByTestId('my-requests')).toContainText(a.rights.states.answered)
  await expect(page.getByTestId('my-requests')).toContainText('We will delete the phone number')

  // The staff list: the deadline column, and the CSV export (legal staff and admins only).
  const csv = await request.get('/api/data-rights-requests/export', { headers: { authorization: admin } })
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(summary)
  expect((await request.get('/api/data-rights-requests/export')).status()).toBe(403)
})

test('close the account: statement, password asked again, deleted as for an unknown account, evidence kept, registering again works', async ({
  page,
  request,
  browser,
}) => {
  const locale = 'es'
  const a = es.myAccount
  const email = await signedInDoctor(page, locale, 'close', 'Dra. Cierre')
  const uid = await uidOf(email)
  const cookie = await sessionCookie(page)
  await page.goto(localized(locale, '/dashboard/account'))
  await page.getByRole('link', { name: a.close.link }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.close.pageTitle)
  for (const line of [...Object.values(a.close.deleted), ...Object.values(a.close.kept)])
    await expect(page.getByText(line)).toBeVisible()

  // A wrong password closes nothing.
  await page.getByLabel(a.close.password, { exact: true }).fill('no-es-la-clave')
  await page.getByRole('button', { name: a.close.submit }).click()
  await expect(banner(page)).toHaveText(a.errors.wrongPassword)
  expect(await cookieOpensDashboard(browser, cookie)).toBe(true)

  await page.getByLabel(a.close.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: a.close.submit }).click()
  await expect(page).toHaveURL(/\/login\?session=closed$/)
  await expect(banner(page)).toHaveText(es.auth.login.accountClosed)
  const mail = await mailTo(email, /Cerraste tu cuenta/)
  expect(mail.text).toContain('Dra. Cierre')

  // The old session is refused: the dashboard sends it to sign in, the account's API says why.
  expect(await cookieOpensDashboard(browser, cookie)).toBe(false)
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await context.addCookies([cookie])
  const stale = await context.request.post('/api/account', {
    form: { form: 'name', locale: 'es', name: 'Otra vez' },
    headers: { accept: 'application/json' },
  })
  expect(stale.status()).toBe(401)
  expect(await stale.json()).toEqual({ error: 'signedOut', message: a.errors.signedOut })
  expect((await context.request.get('/api/account/data')).status()).toBe(401)
  await context.close()

  // Signing in fails exactly as for an address that never had an account.
  await signInThroughForm(page, locale, email, password)
  const closedMessage = await page.locator('[data-testid="form-banner"][role="alert"]').textContent()
  await signInThroughForm(page, locale, uniqueEmail('never-registered'), password)
  await expect(page.locator('[data-testid="form-banner"][role="alert"]')).toHaveText(closedMessage!)

  // The doctor's record is gone; the acceptances stay, counted, without a link to the record or a name.
  const admin = await adminAuth(request)
  const doctors = await request.get(`/api/doctors?where[firebaseUid][equals]=${uid}`, {
    headers: { authorization: admin },
  })
  expect(((await doctors.json()) as { totalDocs: number }).totalDocs).toBe(0)
  const kept = await request.get(`/api/legal-acceptances?where[firebaseUid][equals]=${uid}&depth=0`, {
    headers: { authorization: admin },
  })
  const records = (await kept.json()) as { totalDocs: number; docs: Array<Record<string, unknown>> }
  expect(records.totalDocs).toBe(2)
  for (const record of records.docs) {
    expect(record.doctor ?? null).toBeNull()
    expect(JSON.stringify(record)).not.toContain('Cierre')
  }

  // The same e-mail registers again: a new account.
  await page.goto(localized(locale, '/register'))
  const f = es.auth.fields
  await page.getByLabel(f.name, { exact: true }).fill('Dra. Cierre Vuelve')
  await page.getByLabel(f.email, { exact: true }).fill(email)
  await page.getByLabel(f.password, { exact: true }).fill(password)
  await page.getByLabel(f.confirmPassword, { exact: true }).fill(password)
  await page.locator('#register-accept-legal').check()
  await page.getByRole('button', { name: es.auth.register.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('greeting')).toHaveText(es.dashboard.greeting.replace('{name}', 'Dra. Cierre Vuelve'))
  expect(await uidOf(email)).not.toBe(uid)
})
