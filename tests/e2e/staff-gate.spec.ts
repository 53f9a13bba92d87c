import { type Response, expect, test } from '@playwright/test'

import { adminCredentials } from '#tests/e2e/support/admin.ts'
import { rawRequest } from '#tests/e2e/support/raw-http.ts'

/**
 * Issue 26, findings 2 and 9: server functions (Next.js server actions) and uploads need a staff
 * session, checked by the production server before the body is read (src/server/staff-gate.ts).
 * The admin's sign-in does not use a server function (it posts to /api/users/login), so it keeps
 * working for anonymous visitors; once signed in, the admin's server functions go through.
 */

const isServerFunction = (response: Response) =>
  response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined

test('the admin’s sign-in works without a server function, and its server functions work once signed in', async ({
  page,
}) => {
  const beforeSignIn: string[] = []
  const afterSignIn: number[] = []
  let signedIn = false
  page.on('response', (response) => {
    if (!isServerFunction(response)) return
    if (signedIn) afterSignIn.push(response.status())
    else beforeSignIn.push(`${response.status()} ${response.url()}`)
  })
  // Through the sign-in form, as staff do (the other specs sign in through the API: signInToAdmin).
  const login = page.waitForResponse((response) => response.url().includes('/api/users/login'))
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(adminCredentials.email)
  await page.locator('input[name="password"]').fill(adminCredentials.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
  expect((await login).status()).toBe(200)
  expect(beforeSignIn, 'server functions called before signing in').toEqual([])
  signedIn = true
  // A document's edit view asks for its form state through a server function as it is edited.
  await page.goto('/admin/collections/faq-sections/create')
  const field = page.locator('input[name="title"], input#field-title').first()
  await field.fill('Prueba de funciones del servidor')
  await expect.poll(() => afterSignIn.length, { timeout: 15_000 }).toBeGreaterThan(0)
  expect(
    afterSignIn.every((status) => status === 200),
    `server function answers ${afterSignIn.join(', ')}`,
  ).toBe(true)
})

test('the forgot-password page works for an anonymous visitor', async ({ page }) => {
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 403 && isServerFunction(response)) refused.push(response.url())
  })
  await page.goto('/admin/forgot')
  const sent = page.waitForResponse((response) => response.url().includes('/api/users/forgot-password'))
  await page.locator('input[name="email"]').fill(adminCredentials.email)
  await page.locator('button[type="submit"]').click()
  expect((await sent).status()).toBe(200)
  expect(refused).toEqual([])
})

test('an anonymous server-function post is refused before its body is read', async () => {
  // 3 MB announced, a few bytes sent: the answer comes without waiting for the rest.
  const response = await rawRequest({
    method: 'POST',
    target: '/admin/login',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': '402a4537d6a536ff6732327046f4f216e00e3a4f0a',
      'content-length': String(3 * 1024 * 1024),
    },
    body: '[{"name":"form-state"',
    timeoutMs: 5000,
  })
  expect(response.status).toBe(403)
  expect(JSON.parse(response.body).errors[0].message).toMatch(/signed-in staff/)
  // A forged token is no session.
  const forged = await rawRequest({
    method: 'POST',
    target: '/admin',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'next-action': '402a4537d6a536ff6732327046f4f216e00e3a4f0a',
      cookie:
        'payload-token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJjb2xsZWN0aW9uIjoidXNlcnMiLCJpZCI6MSwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl',
    },
    body: '[]',
  })
  expect(forged.status).toBe(403)
})
