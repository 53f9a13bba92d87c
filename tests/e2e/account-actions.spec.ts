import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { adminCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin } from '#tests/e2e/support/api.ts'
import { signInThroughForm } from '#tests/e2e/support/doctor.ts'
import { type Locale, locales, localized } from '#tests/e2e/support/cms.ts'
import { createAccount, uniqueEmail } from '#tests/e2e/support/firebase.ts'
import { type LoggedMail, linkIn, mailsTo, waitForMail } from '#tests/e2e/support/mail.ts'

/*
 * A doctor's account actions (src/account-actions), as a doctor does them: the links followed are
 * the ones in the mails the site sent (written to the server's log here, tests/e2e/support/mail.ts).
 * Writes accounts and sessions: not a reading spec.
 */

const messages = { es, en }
const password = 'clave-segura-123'
const newPassword = 'otra-clave-456'
const baseUrl = process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || 3100}`

/** A subject template of the message files as a pattern: the brand's name is the CMS's. */
const subject = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`)

/** The newest mail to `to` whose subject matches, once it has arrived. */
async function mailWithSubject(to: string, pattern: RegExp): Promise<LoggedMail> {
  await expect
    .poll(() => mailsTo(to).filter((mail) => pattern.test(mail.subject)).length, {
      timeout: 20_000,
      message: `a mail «${pattern}» to ${to}`,
    })
    .toBeGreaterThan(0)
  return mailsTo(to)
    .filter((mail) => pattern.test(mail.subject))
    .at(-1)!
}

async function signedIn(page: Page, locale: Locale, email: string, secret: string): Promise<string> {
  await signInThroughForm(page, locale, email, secret)
  // The dashboard renders per request: the first one of a run, on a busy machine, takes a while.
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`), { timeout: 30_000 })
  const cookie = (await page.context().cookies()).find((c) => c.name === '__session')
  expect(cookie, 'the session cookie').toBeTruthy()
  return cookie!.value
}

/** Whether the dashboard's gate lets this session cookie through (no browser: the cookie alone). */
async function dashboardStatus(cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/dashboard`, {
    headers: { cookie: `__session=${cookie}` },
    redirect: 'manual',
  })
  await response.body?.cancel()
  return response.status
}

/** No serious or critical axe violation (the bar of tests/e2e/a11y.spec.ts) on the page as it is now. */
async function accessible(page: Page, label: string) {
  // The sign-in's welcome toast (sonner, the site's shared toasts) may still be fading out: not these pages' own.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${label}: serious or critical accessibility violations`,
  ).toEqual([])
}

/**
 * What the sign-in form says to a refused password: the catalogue's message for the provider's
 * answer (a real project with e-mail enumeration protection answers invalid-credential; the
 * emulator says wrong-password, or user-not-found for an address no longer in use).
 */
const refusedSignIn = (locale: Locale) => {
  const e = messages[locale].auth.errors
  return new RegExp(
    `^(?:${[e.invalidCredential, e.wrongPassword, e.userNotFound].map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  )
}

const alert = (page: Page) => page.locator('[data-testid="form-banner"][role="alert"]')
const info = (page: Page) => page.locator('[data-testid="form-banner"][role="status"]')

async function askForReset(request: APIRequestContext, email: string, locale: Locale = 'es') {
  return request.post('/api/auth/password-reset', { data: { email, locale } })
}

for (const locale of locales) {
  const m = messages[locale]
  const a = m.accountActions

  test(`forgotten password end to end (${locale}): the mail's link, the rules, old password and old session refused`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`reset-${locale}`)
    await createAccount(email, password, 'Dra. Olvido')
    // A session opened before the reset, in another browser: it must end with the reset.
    const other = await browser.newContext()
    const oldCookie = await signedIn(await other.newPage(), locale, email, password)
    expect(await dashboardStatus(oldCookie)).toBe(200)

    await page.goto(localized(locale, '/login'))
    await page.getByRole('link', { name: m.auth.login.forgotPassword }).click()
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/forgot-password')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.forgot.title)
    await accessible(page, 'the forgotten password page')
    await page.getByLabel(m.auth.fields.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: a.forgot.submit }).click()
    await expect(info(page)).toHaveText(a.forgot.sent)

    const mail = await mailWithSubject(email, subject(a.mail.resetPassword.subject))
    expect(mail.text).toContain(a.mail.resetPassword.intro.split('{brand}')[0])
    const link = linkIn(mail)
    expect(link).toMatch(new RegExp(`^${baseUrl}${localized(locale, '/account/action')}\\?mode=resetPassword&oobCode=`))

    await page.goto(link)
    await expect(page.getByRole('heading', { name: a.action.resetTitle })).toBeVisible()
    await expect(page.getByText(a.action.resetFor.replace('{email}', email))).toBeVisible()
    await accessible(page, 'the new password form')
    const fresh = page.getByLabel(a.action.newPassword, { exact: true })
    const confirm = page.getByLabel(a.action.confirmPassword, { exact: true })
    const save = page.getByRole('button', { name: a.action.resetSubmit })
    // The spec's rules, in its order: the confirmation equal, then at least 6 characters.
    await fresh.fill(newPassword)
    await confirm.fill(`${newPassword}x`)
    await save.click()
    await expect(alert(page)).toHaveText(a.errors.passwordsDoNotMatch)
    await fresh.fill('corta')
    await confirm.fill('corta')
    await save.click()
    await expect(alert(page)).toHaveText(a.errors.weakPassword)
    // The server holds the same rule whatever the page checked.
    const code = new URL(link).searchParams.get('oobCode')!
    const weak = await page.request.post('/api/auth/action', {
      data: { oobCode: code, locale, apply: true, newPassword: '12345', confirmPassword: '12345' },
    })
    expect(weak.status()).toBe(400)
    expect(await weak.json()).toEqual({ error: 'weakPassword' })
    await fresh.fill(newPassword)
    await confirm.fill(newPassword)
    await save.click()
    await expect(page.getByTestId('action-done')).toContainText(a.action.resetDone)

    // Every earlier session is refused: the other browser's cookie, by the gate, and that browser itself.
    expect(await dashboardStatus(oldCookie)).toBe(307)
    const otherPage = other.pages()[0]
    await otherPage.goto(localized(locale, '/dashboard'))
    await expect(otherPage).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?session=expired$`))
    await other.close()

    // The old password no longer signs in; the new one does.
    await signInThroughForm(page, locale, email, password)
    await expect(alert(page)).toHaveText(refusedSignIn(locale))
    await signedIn(page, locale, email, newPassword)

    // The link again: used, said so, with the way to a new one.
    await page.goto(link)
    await expect(page.getByTestId('action-failed')).toContainText(a.errors.invalidCode)
    await expect(page.getByRole('link', { name: a.action.forgotLink })).toHaveAttribute(
      'href',
      localized(locale, '/forgot-password'),
    )
  })

  test(`malformed codes are refused with a clear message (${locale})`, async ({ page, request }) => {
    for (const code of ['no-such-code', '%%%', 'x'.repeat(600), '']) {
      await page.goto(`${localized(locale, '/account/action')}?mode=resetPassword&oobCode=${encodeURIComponent(code)}`)
      await expect(page.getByTestId('action-failed')).toContainText(a.errors.invalidCode)
      await expect(page.getByRole('heading', { name: a.action.failedTitle })).toBeVisible()
    }
    const malformed = await request.post('/api/auth/action', { data: { oobCode: '<script>', locale } })
    expect(malformed.status()).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'invalidCode' })
    const notJson = await request.post('/api/auth/action', {
      data: 'oobCode=1',
      headers: { 'content-type': 'text/plain' },
    })
    expect(notJson.status()).toBe(400)
  })
}

test('a reset answers the same, as fast, for an account and an unknown address; the limit answers 429 once exceeded', async ({
  page,
  request,
}) => {
  // Four accounts, made first (their registrations' mails go out meanwhile, not during the timing).
  const accounts = [0, 1, 2, 3].map(() => uniqueEmail('reset-known'))
  for (const email of accounts) await createAccount(email, password)
  const known = accounts[0]
  await mailWithSubject(accounts[3], subject(es.accountActions.mail.verifyEmail.subject))
  const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  const answers = new Set<string>()
  // Alternated, so load on the machine weighs on both alike.
  for (let round = 0; round < 4; round += 1) {
    for (const kind of ['unknown', 'known'] as const) {
      const email = kind === 'known' ? accounts[round] : uniqueEmail(`reset-${kind}`)
      // Each request's own after-work (the link and the mail, or the failed lookup) is let finish.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const started = performance.now()
      const response = await askForReset(request, email)
      timings[kind].push(performance.now() - started)
      answers.add(`${response.status()} ${await response.text()}`)
    }
  }
  expect([...answers]).toEqual(['202 {"ok":true}'])
  const median = (values: number[]) => values.toSorted((x, y) => x - y)[Math.floor(values.length / 2)]
  const [knownMs, unknownMs] = [median(timings.known), median(timings.unknown)]
  console.log(`reset answer medians: account ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`)
  // The work that differs (lookup, link, mail) happens after the answer: within noise of each other.
  expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(60, 0.5 * Math.min(knownMs, unknownMs)))
  // Only the account gets a mail.
  await mailWithSubject(known, subject(es.accountActions.mail.resetPassword.subject))

  // The limit per address: 3 an hour. The 4th, through the form, says how long to wait.
  const limited = uniqueEmail('reset-limit')
  for (let i = 0; i < 2; i += 1) expect((await askForReset(request, limited)).status()).toBe(202)
  await page.goto('/forgot-password')
  await page.getByLabel(es.auth.fields.email, { exact: true }).fill(limited)
  await page.getByRole('button', { name: es.accountActions.forgot.submit }).click()
  await expect(info(page)).toHaveText(es.accountActions.forgot.sent)
  await page.getByRole('button', { name: es.accountActions.forgot.submit }).click()
  await expect(alert(page)).toHaveText(es.accountActions.errors.rateLimited.replace('{minutes}', '60'))
  const refused = await askForReset(request, limited)
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})

test('e-mail verification: the mail after registration, the dashboard notice with «Reenviar», the staff list', async ({
  page,
  request,
}) => {
  const a = es.accountActions
  const email = uniqueEmail('verify')
  await createAccount(email, password, 'Dra. Verifica')
  const first = await mailWithSubject(email, subject(a.mail.verifyEmail.subject))
  expect(linkIn(first)).toMatch(new RegExp(`^${baseUrl}/account/action\\?mode=verifyEmail&oobCode=`))

  await signedIn(page, 'es', email, password)
  const notice = page.getByTestId('verify-notice')
  await expect(notice).toContainText(a.verify.notice.replace('{email}', email))
  await accessible(page, 'the dashboard with the confirmation notice')
  await notice.getByRole('button', { name: a.verify.resend }).click()
  await expect(notice.getByRole('status')).toHaveText(a.verify.resent.replace('{email}', email))
  await waitForMail(email, 2)
  const second = await mailWithSubject(email, subject(a.mail.verifyEmail.subject))
  expect(second.text).not.toBe(first.text)

  const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
  const record = async () =>
    (
      (await (
        await request.get(`/api/doctors?where[email][equals]=${encodeURIComponent(email)}`, {
          headers: { authorization: admin },
        })
      ).json()) as { docs: Array<{ emailVerified: boolean }> }
    ).docs[0]
  expect((await record()).emailVerified).toBe(false)

  await page.goto(linkIn(second))
  await page.getByRole('button', { name: a.action.verifySubmit }).click()
  await expect(page.getByTestId('action-done')).toContainText(a.action.verifyDone.replace('{email}', email))
  await page.getByRole('link', { name: a.action.dashboardLink }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('greeting')).toBeVisible()
  await expect(page.getByTestId('verify-notice')).toHaveCount(0)
  expect((await record()).emailVerified).toBe(true)
  // The staff list says so in its own column.
  const list = await request.get('/api/doctors?limit=1', { headers: { authorization: admin } })
  expect(list.status()).toBe(200)
})

test('change of e-mail: password asked, the change waits for the new address, the old one is told (en)', async ({
  page,
}) => {
  const a = en.accountActions
  const oldEmail = uniqueEmail('change-old')
  const newEmail = uniqueEmail('change-new')
  await createAccount(oldEmail, password, 'Dr. Change')
  const oldCookie = await signedIn(page, 'en', oldEmail, password)
  await page.goto('/en/dashboard/account/email')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.email.title)
  await accessible(page, 'the change of e-mail page')
  await page.getByLabel(a.email.newEmail, { exact: true }).fill(newEmail)
  await page.getByLabel(a.email.password, { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: a.email.submit }).click()
  await expect(alert(page)).toHaveText(a.errors.wrongPassword)
  await expect(page.getByLabel(a.email.password, { exact: true })).toBeFocused()
  await page.getByLabel(a.email.newEmail, { exact: true }).fill(newEmail)
  await page.getByLabel(a.email.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: a.email.submit }).click()
  await expect(info(page)).toHaveText(a.email.sent.replace('{email}', newEmail))

  // Nothing changed yet: the old address still signs in, the session still holds.
  expect(await dashboardStatus(oldCookie)).toBe(200)
  // In the language of the page the doctor asked from.
  const mail = await mailWithSubject(newEmail, subject(a.mail.changeEmail.subject))
  const link = linkIn(mail)
  expect(link).toMatch(new RegExp(`^${baseUrl}/en/account/action\\?mode=verifyAndChangeEmail&oobCode=`))
  await page.goto(link)
  await expect(page.getByText(a.action.changeFor.replace('{email}', newEmail))).toBeVisible()
  await page.getByRole('button', { name: a.action.changeSubmit }).click()
  await expect(page.getByTestId('action-done')).toContainText(a.action.changeDone.replace('{email}', newEmail))
  // The old address is told (in the language the account was made in: Spanish here); the old
  // session is over; only the new address signs in.
  await mailWithSubject(oldEmail, subject(es.accountActions.mail.emailChanged.subject))
  expect(await dashboardStatus(oldCookie)).toBe(307)
  await signInThroughForm(page, 'en', oldEmail, password)
  await expect(alert(page)).toHaveText(refusedSignIn('en'))
  await signedIn(page, 'en', newEmail, password)
  await expect(page.getByTestId('verify-notice')).toHaveCount(0)
})

test('sign out of every device: this browser and a second one are refused from then on', async ({ page, browser }) => {
  const a = es.accountActions
  const email = uniqueEmail('everywhere')
  await createAccount(email, password)
  const mine = await signedIn(page, 'es', email, password)
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const theirs = await signedIn(otherPage, 'es', email, password)
  // Firebase counts revocation in whole seconds: a session opened within the same second as the
  // revocation would outlive it. A person never clicks that fast; the test waits as long.
  await page.waitForTimeout(1100)

  await page.goto('/dashboard/account/sessions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.sessions.title)
  await accessible(page, 'the sign out everywhere page')
  await page.getByRole('button', { name: a.sessions.submit }).click()
  await expect(page).toHaveURL(/\/login$/)

  expect(await dashboardStatus(mine)).toBe(307)
  expect(await dashboardStatus(theirs)).toBe(307)
  await otherPage.goto('/dashboard')
  await expect(otherPage).toHaveURL(/\/login\?session=expired$/)
  await other.close()
  // Signing in again opens a new session as before.
  await signedIn(page, 'es', email, password)
})

test('the account pages fit a phone, answer to the keyboard and pass axe', { tag: '@phone' }, async ({ page }) => {
  for (const locale of locales) {
    const a = messages[locale].accountActions
    await page.goto(localized(locale, '/forgot-password'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.forgot.title)
    // Keyboard only: the e-mail field, then the button, and Enter sends.
    await page.getByLabel(messages[locale].auth.fields.email, { exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: a.forgot.submit })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(alert(page)).toHaveText(a.errors.emailRequired)
    await accessible(page, `the forgotten password page (${locale})`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.goto(`${localized(locale, '/account/action')}?mode=resetPassword&oobCode=bad-code`)
    await expect(page.getByTestId('action-failed')).toContainText(a.errors.invalidCode)
    await accessible(page, `the action page, refused (${locale})`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  }
})
