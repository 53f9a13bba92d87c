import { type Download, expect, type Locator, type Page, type Request } from '@playwright/test'

/** Local defaults from .env.example unless the run sets its own. */
export const adminCredentials = {
  email: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'admin-local-password',
}

/** The e-mail and password of the staff account `staffLogin` (support/api.ts) creates for a role. */
export const staffCredentials = (role: 'marketing' | 'legal') => ({
  email: `${role}-e2e@example.com`,
  password: `${role}-e2e-password`,
})

/**
 * Signs a page's browser in to the admin: as the seeded admin, or with a staff account's
 * credentials. Through Payload's login endpoint, whose cookie the page's browser context keeps; the
 * page stays where it was, so the test opens the admin screen it is about. Why not the form: each
 * sign-in through it loaded two admin screens (the form, then the dashboard), about 2.5 s a test;
 * the form itself is proven once, in staff-gate.spec.ts.
 */
export async function signInToAdmin(page: Page, credentials = adminCredentials): Promise<void> {
  const response = await page.request.post('/api/users/login', { data: credentials })
  expect(response.status(), `sign-in as ${credentials.email}`).toBe(200)
}

/**
 * Types `value` into an admin field and waits for Payload's form-state call that carries it to be
 * answered. Why: the admin re-validates the form a moment after each keystroke; a save clicked
 * before that call answers gets its field errors wiped by it (the refusal's message under the field
 * vanished, seen with the 80 ms between a fill and a click). A person's pause does the same. On a
 * busy machine a screen just opened may not run its scripts yet: the value is then typed into the
 * page but never reaches the form, and no call is sent; so the field is typed again while no call
 * goes out (up to 60 s: the admin sends one call at a time, so the call carrying the value waits
 * for the one before it, over 30 s once on a machine loaded by two builds beside the tests). Once a
 * call is sent it is awaited, however slow the server: typing again would make the admin abort it
 * and send another, which a server slower than the wait never answers either (CI's failure: no
 * answer in 30 s of retyping).
 */
export async function fillAndSettle(page: Page, selector: string, value: string): Promise<void> {
  const carriesValue = (request: Request) =>
    request.method() === 'POST' &&
    request.headers()['next-action'] !== undefined &&
    (request.postData() ?? '').includes('"form-state"') &&
    (request.postData() ?? '').includes(JSON.stringify(value))
  let sent: Request | undefined
  await expect(async () => {
    const next = page.waitForRequest(carriesValue, { timeout: 5_000 })
    try {
      await page.locator(selector).fill('')
      await page.locator(selector).fill(value)
    } catch (error) {
      next.catch(() => {})
      throw error
    }
    sent = await next
  }).toPass({ timeout: 60_000 })
  // The newest call carrying the value (a later keystroke's call aborts an earlier one).
  let answered = await sent!.response()
  for (let tries = 0; !answered && tries < 3; tries++) {
    sent = await page.waitForRequest(carriesValue, { timeout: 5_000 }).catch(() => undefined)
    answered = sent ? await sent.response() : null
  }
  expect(answered, `the admin's form-state call for ${selector}`).not.toBeNull()
}

/**
 * Clicks `link` until the event it should cause comes (`event` waits for it, with a timeout), for
 * up to `withinMs`, and returns that event. On a busy machine an admin screen opened first in a
 * browser, its scripts not yet running, let such a click pass without anything happening: CI
 * waited three minutes for a tab, and out a 10-minute test timeout for a download.
 */
async function clickUntil<T>(link: Locator, event: () => Promise<T>, withinMs: number): Promise<T> {
  let result: T | undefined
  await expect(async () => {
    ;[result] = await Promise.all([event(), link.click({ timeout: 10_000 })])
  }).toPass({ timeout: withinMs })
  return result!
}

/** Clicks a link that opens a new tab and returns that tab (clickUntil: one tab within 5 s, up to 30 s). */
export const clickToNewTab = (page: Page, link: Locator): Promise<Page> =>
  clickUntil(link, () => page.context().waitForEvent('page', { timeout: 5_000 }), 30_000)

/**
 * Clicks a link that downloads a file (an admin list's «Exportar CSV») and returns the download
 * (clickUntil: a download started within 10 s, up to 60 s).
 */
export const clickToDownload = (page: Page, link: Locator): Promise<Download> =>
  clickUntil(link, () => page.waitForEvent('download', { timeout: 10_000 }), 60_000)
