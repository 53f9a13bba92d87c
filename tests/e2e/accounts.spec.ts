import { type Page, type Request, type Route, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { adminCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin } from '#tests/e2e/support/api.ts'
import { type Locale, cms, locales, localized } from '#tests/e2e/support/cms.ts'
import { createAccount, disableAccount, revokeSessions, uidOf, uniqueEmail } from '#tests/e2e/support/firebase.ts'

const messages = { es, en }
const identityToolkit = /identitytoolkit\.googleapis\.com/
const password = 'clave-segura-123'

/** Every request the page makes to Firebase or to the session endpoint, to prove local checks call nothing. */
function watchAuthCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (identityToolkit.test(request.url()) || request.url().includes('/api/auth/session')) calls.push(request)
  })
  return calls
}

async function fillRegistration(
  page: Page,
  fields: { name: string; email: string; password: string; confirmPassword: string; accept?: boolean },
) {
  const m = messages[(await page.locator('html').getAttribute('lang')) as Locale].auth.fields
  await page.getByLabel(m.name, { exact: true }).fill(fields.name)
  await page.getByLabel(m.email, { exact: true }).fill(fields.email)
  await page.getByLabel(m.password, { exact: true }).fill(fields.password)
  await page.getByLabel(m.confirmPassword, { exact: true }).fill(fields.confirmPassword)
  // The consent to the privacy notice and terms (accepted unless a test says otherwise).
  await page.locator('#register-accept-legal').setChecked(fields.accept ?? true)
}

async function signInThroughForm(page: Page, locale: Locale, email: string, secret: string) {
  const m = messages[locale].auth
  await page.goto(localized(locale, '/login'))
  await page.getByLabel(m.fields.email, { exact: true }).fill(email)
  await page.getByLabel(m.fields.password, { exact: true }).fill(secret)
  await page.getByRole('button', { name: m.login.submit, exact: true }).click()
}

const banner = (page: Page) => page.locator('[data-testid="form-banner"][role="alert"]')

for (const locale of locales) {
  const m = messages[locale]

  test.describe(`accounts (${locale})`, () => {
    test('the forms: required fields, e-mail inputs, links, no-index', async ({ page, request }) => {
      const copy = await cms(request).global('account-page', locale)
      await page.goto(localized(locale, '/login'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.login.title)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toHaveAttribute('type', 'email')
      for (const label of [m.auth.fields.email, m.auth.fields.password])
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
      await expect(page.getByRole('main').getByRole('link', { name: m.auth.login.registerLink })).toHaveAttribute(
        'href',
        localized(locale, '/register'),
      )
      await expect(page.getByRole('main').getByRole('link', { name: m.auth.login.home })).toHaveAttribute(
        'href',
        localized(locale, '/'),
      )

      await page.goto(localized(locale, '/register'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.register.title)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      for (const label of Object.values(m.auth.fields).filter((value) => value !== m.auth.fields.passwordHint)) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
      }
      await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toHaveAttribute('type', 'email')
      await expect(page.getByRole('main').getByRole('link', { name: m.auth.register.loginLink })).toHaveAttribute(
        'href',
        localized(locale, '/login'),
      )
    })

    test('without JavaScript a submitted form says what it needs and never puts the password in an address', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL })
      const page = await context.newPage()
      const addresses: string[] = []
      page.on('request', (request) => addresses.push(request.url()))
      for (const [path, submit] of [
        ['/login', m.auth.login.submit],
        ['/register', m.auth.register.submit],
      ] as const) {
        await page.goto(localized(locale, path))
        const notice = page.locator('[data-testid="form-banner"][role="status"]', { hasText: m.auth.noScript })
        await expect(notice).toBeVisible()
        await page.getByLabel(m.auth.fields.email, { exact: true }).fill('sin-javascript@example.com')
        await page.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
        await page.getByRole('button', { name: submit, exact: true }).click()
        await page.waitForLoadState()
        // Back on the same form (the fallback endpoint answers 303), with the notice.
        expect(new URL(page.url()).pathname).toBe(localized(locale, path))
        expect(new URL(page.url()).search).toBe('')
        await expect(notice).toBeVisible()
      }
      expect(addresses.filter((address) => address.includes(password) || address.includes('sin-javascript'))).toEqual(
        [],
      )
      await context.close()
    })

    test('registration checks run in the spec order, before any call', async ({ page }) => {
      const calls = watchAuthCalls(page)
      await page.goto(localized(locale, '/register'))
      const submit = page.getByRole('button', { name: m.auth.register.submit, exact: true })
      const cases = [
        // Every rule broken at once: the first in the spec's order wins.
        [{ name: '', email: '', password: 'abc', confirmPassword: 'abd' }, m.auth.validation.passwordsDoNotMatch],
        [{ name: '', email: '', password: 'abc', confirmPassword: 'abc' }, m.auth.validation.passwordTooShort],
        [{ name: '   ', email: '', password: 'abcdef', confirmPassword: 'abcdef' }, m.auth.validation.nameRequired],
        [
          { name: 'Ana', email: '', password: 'abcdef', confirmPassword: 'abcdef', accept: false },
          m.auth.validation.legalNotAccepted,
        ],
        [{ name: 'Ana', email: '', password: 'abcdef', confirmPassword: 'abcdef' }, m.auth.validation.emailRequired],
      ] as const
      for (const [fields, message] of cases) {
        await fillRegistration(page, fields)
        await submit.click()
        await expect(banner(page)).toHaveText(message)
      }
      await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toBeFocused()
      expect(calls.map((call) => call.url())).toEqual([])
    })

    test('register → toast → dashboard with greeting and trial end → logout → home', async ({ page, request }) => {
      const email = uniqueEmail(`register-${locale}`)
      await page.goto(localized(locale, '/register'))
      await fillRegistration(page, { name: '  Dra. Ana Pérez  ', email, password, confirmPassword: password })
      await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click()
      await expect(page.getByText(m.auth.register.success)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))

      const copy = await cms(request).global('dashboard-page', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.welcome)
      await expect(page.getByTestId('greeting')).toHaveText(m.dashboard.greeting.replace('{name}', 'Dra. Ana Pérez'))
      await expect(page.getByText(copy.comingSoon.title)).toBeVisible()
      const trialEnd = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)
      const expected = new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(trialEnd)
      await expect(page.getByTestId('trial-end')).toHaveText(m.dashboard.trialEnds.replace('{date}', expected))

      // The server recorded the doctor, readable by staff in the admin (never anonymously), without any password.
      expect((await request.get(`/api/doctors`)).status()).toBe(403)
      const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
      const found = await request.get(`/api/doctors?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: { authorization: admin },
      })
      const { docs } = (await found.json()) as { docs: Array<Record<string, unknown>> }
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        name: 'Dra. Ana Pérez',
        email,
        language: locale,
        firebaseUid: await uidOf(email),
      })
      expect(JSON.stringify(docs[0])).not.toContain(password)

      const cookies = await page.context().cookies()
      const session = cookies.find((cookie) => cookie.name === '__session')
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

      // Firebase counts revocation in whole seconds: a sign-out in the same second as the sign-in
      // would leave that second's cookie valid (the browser's copy is cleared either way).
      await page.waitForTimeout(1100)
      await page.getByRole('button', { name: m.dashboard.logout, exact: true }).click()
      await expect(page.getByText(m.dashboard.logoutSuccess)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`))
      expect((await page.context().cookies()).find((cookie) => cookie.name === '__session')).toBeUndefined()
      // The server session is gone too: even the old cookie no longer opens the dashboard.
      await page.context().addCookies([{ ...session!, expires: -1 }])
      await page.goto(localized(locale, '/dashboard'))
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?session=expired$`))
    })

    test('sign in shows the submitting state, the welcome toast, and the e-mail when there is no name', async ({
      page,
    }) => {
      const email = uniqueEmail(`signin-${locale}`)
      await createAccount(email, password)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/accounts:signInWithPassword/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(localized(locale, '/login'))
      await page.getByLabel(m.auth.fields.email, { exact: true }).fill(email)
      await page.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
      await page.getByRole('button', { name: m.auth.login.submit, exact: true }).click()
      const busy = page.getByRole('button', { name: m.auth.login.submitting, exact: true })
      await expect(busy).toBeDisabled()
      // Toasts' code is loaded with the first toast: until then there is no notifications region.
      const notifications = page.getByRole('region', { name: m.toast.region })
      await expect(notifications).toHaveCount(0)
      release()
      await expect(notifications).toHaveAttribute('aria-live', 'polite')
      await expect(notifications.getByText(m.auth.login.success)).toBeVisible()
      await expect(notifications.getByRole('button', { name: m.toast.close })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
      await expect(page.getByTestId('greeting')).toHaveText(m.dashboard.greeting.replace('{name}', email))
    })

    test('an e-mail already registered', async ({ page }) => {
      const email = uniqueEmail(`taken-${locale}`)
      await createAccount(email, password)
      await page.goto(localized(locale, '/register'))
      await fillRegistration(page, { name: 'Ana', email, password, confirmPassword: password })
      await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click()
      await expect(banner(page)).toHaveText(m.auth.errors.emailAlreadyInUse)
      await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toHaveValue(email)
    })

    test('a wrong password, an unknown e-mail, a disabled account', async ({ page }) => {
      const email = uniqueEmail(`wrong-${locale}`)
      await createAccount(email, password)
      await signInThroughForm(page, locale, email, 'not-the-password')
      await expect(banner(page)).toHaveText(m.auth.errors.wrongPassword)
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}$`))

      await signInThroughForm(page, locale, uniqueEmail('nobody'), password)
      await expect(banner(page)).toHaveText(m.auth.errors.userNotFound)

      const disabled = uniqueEmail(`disabled-${locale}`)
      await disableAccount(await createAccount(disabled, password))
      await signInThroughForm(page, locale, disabled, password)
      await expect(banner(page)).toHaveText(m.auth.errors.userDisabled)
    })

    test('provider answers under e-mail enumeration protection, throttling and network failure', async ({ page }) => {
      const email = uniqueEmail(`wire-${locale}`)
      const answer = (message: string) => async (route: Route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 400, message, errors: [] } }),
        })

      await page.route(/accounts:signInWithPassword/, answer('INVALID_LOGIN_CREDENTIALS'))
      await signInThroughForm(page, locale, email, password)
      await expect(banner(page)).toHaveText(m.auth.errors.invalidCredential)
      await page.unrouteAll()

      await page.route(
        /accounts:signInWithPassword/,
        answer('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled'),
      )
      await signInThroughForm(page, locale, email, password)
      await expect(banner(page)).toHaveText(m.auth.errors.tooManyRequests)
      await page.unrouteAll()

      await page.route(identityToolkit, (route) => route.abort('internetdisconnected'))
      await signInThroughForm(page, locale, email, password)
      await expect(banner(page)).toHaveText(m.auth.errors.networkRequestFailed)
    })

    test('a revoked session and a disabled account are signed out on their next request', async ({ page }) => {
      for (const end of [revokeSessions, disableAccount]) {
        const email = uniqueEmail(`ended-${locale}`)
        await createAccount(email, password, 'Dr. Luis')
        await signInThroughForm(page, locale, email, password)
        await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
        // Revocation counts whole seconds: let the sign-in's second pass.
        await page.waitForTimeout(1100)
        await end(await uidOf(email))
        await page.goto(localized(locale, '/dashboard'))
        await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?session=expired$`))
        await expect(page.getByRole('status').filter({ hasText: m.auth.login.sessionEnded })).toBeVisible()
      }
    })

    test('a failed logout says so and keeps the doctor signed in', async ({ page }) => {
      const email = uniqueEmail(`logout-${locale}`)
      await createAccount(email, password, 'Dra. Sofía')
      await signInThroughForm(page, locale, email, password)
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
      await page.route('**/api/auth/session', (route) =>
        route.request().method() === 'DELETE' ? route.abort('failed') : route.continue(),
      )
      await page.getByRole('button', { name: m.dashboard.logout, exact: true }).click()
      await expect(page.getByText(m.dashboard.logoutError)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
      await page.unrouteAll()
      await page.reload()
      await expect(page.getByTestId('greeting')).toBeVisible()
    })

    test('the dashboard answers a request without a session with a redirect and none of its HTML', async ({
      request,
    }) => {
      for (const cookie of [undefined, '__session=forged.value.here']) {
        const response = await request.get(localized(locale, '/dashboard'), {
          maxRedirects: 0,
          headers: cookie ? { cookie } : {},
        })
        expect(response.status()).toBe(307)
        expect(response.headers().location).toMatch(new RegExp(`${localized(locale, '/login')}(\\?session=expired)?$`))
        const body = await response.text()
        expect(body).not.toContain('greeting')
        expect(body).not.toContain('<html')
      }
    })
  })
}
