import { type Page, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { adminCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin } from '#tests/e2e/support/api.ts'
import { type Locale, locales, localized } from '#tests/e2e/support/cms.ts'

/**
 * Issue 15, findings 3, 6 and 9, against the production build: the dashboard gate sees every
 * spelling of its path, registration takes what Firebase takes, uploads are served without scripts.
 */
const messages = { es, en }

test.describe('the dashboard gate, as an anonymous visitor', () => {
  // [raw path as sent, the locale whose sign-in page it must lead to]
  const spellings: Array<[string, Locale]> = [
    ['/dashboard', 'es'],
    ['/en/dashboard', 'en'],
    ['/es/dashboard', 'es'],
    ['/%64ashboard', 'es'],
    ['/dashboar%64', 'es'],
    ['/%64%61%73%68%62%6f%61%72%64', 'es'],
    ['/%44ashboard', 'es'],
    ['/dashboard%00', 'es'],
    ['/dashboard%20', 'es'],
    ['/dashboard%09', 'es'],
    ['/dashboard%0a', 'es'],
    ['/dashboard%0d%0a', 'es'],
    ['/dashboard%e2%80%8b', 'es'],
    ['/dashboard%c2%a0', 'es'],
    ['/dashboard/', 'es'],
    ['/dashboard%2f', 'es'],
    ['//dashboard', 'es'],
    ['/%2564ashboard', 'es'],
    ['/en/%64ashboard', 'en'],
    ['/en/dashboar%64', 'en'],
    ['/en/dashboard%00', 'en'],
    ['/en/dashboard%20', 'en'],
    ['/en/dashboard%20%20', 'en'],
    ['/en/dashboard%09', 'en'],
    ['/%65n/dashboard', 'en'],
    ['/en//dashboard', 'en'],
    ['/EN/dashboard', 'en'],
    ['/es/%64ashboard%00', 'es'],
    ['/en/x/%2e%2e/dashboard', 'en'],
  ]
  // Spellings with a dot segment the router does not resolve: not the dashboard route, so a 404 is right too.
  const notRouted = ['/en/x/..%2fdashboard', '/en/dashboard/..%2fdashboard']

  /**
   * Follows the answer's redirects by hand (at most 5): Next itself first sends /dashboard/ or
   * //dashboard to the canonical path with a 308; the chain must end at the sign-in page.
   */
  async function chain(
    baseURL: string,
    path: string,
    headers: Record<string, string>,
  ): Promise<{ hops: string[]; login: string | null; status: number; notFound?: boolean }> {
    const hops: string[] = []
    let url = `${baseURL}${path}`
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await fetch(url, { redirect: 'manual', headers })
      const location = response.headers.get('location')
      hops.push(`${response.status} ${location ?? ''}`)
      if (![301, 302, 303, 307, 308].includes(response.status) || !location) {
        // An RSC request is answered 200 with the not-found page's tree where a page request gets
        // 404; a prefetch gets only the route tree, which names the catch-all that answers 404.
        const body = response.status === 404 ? '' : await response.text()
        const notFound =
          response.status === 404 ||
          body.includes('NEXT_HTTP_ERROR_FALLBACK;404') ||
          body.includes('{"n":"rest","t":"c"')
        return { hops, login: null, status: response.status, notFound }
      }
      await response.body?.cancel().catch(() => undefined)
      const target = new URL(location, url)
      if (['/login', '/en/login'].includes(target.pathname))
        return { hops, login: target.pathname, status: response.status }
      url = target.href
    }
    return { hops, login: null, status: 0 }
  }

  const flavours: Array<[string, Record<string, string>]> = [
    ['page', {}],
    ['RSC', { rsc: '1' }],
    ['RSC prefetch', { rsc: '1', 'next-router-prefetch': '1' }],
    ['forged cookie', { cookie: '__session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }],
  ]

  for (const [flavour, headers] of flavours) {
    test(`every spelling of /dashboard is sent to the sign-in page (${flavour})`, async ({ baseURL }) => {
      const wrong: string[] = []
      for (const [path, locale] of spellings) {
        // Raw fetch: the path goes out exactly as written (no browser normalisation).
        const { hops, login } = await chain(baseURL!, path, headers)
        if (login !== localized(locale, '/login')) wrong.push(`${path} → ${hops.join(' → ')}`)
      }
      for (const path of notRouted) {
        const { hops, login, notFound } = await chain(baseURL!, path, headers)
        if (!login && !notFound) wrong.push(`${path} → ${hops.join(' → ')}`)
      }
      expect(wrong, 'answers that are neither the sign-in page nor (for a path the router does not route) 404').toEqual(
        [],
      )
    })
  }
})

test.describe('uploaded files', () => {
  test('are served with a policy that forbids scripts (an SVG especially), in a sandbox', async ({ request }) => {
    const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a7"/></svg>'
    const created = await request.post('/api/media', {
      headers: { authorization: admin },
      multipart: {
        file: { name: `csp-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'CSP' }),
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; url: string } }
    try {
      const { docs } = (await (await request.get('/api/media?limit=100&depth=0')).json()) as {
        docs: Array<{ url: string }>
      }
      const png = docs.map((media) => media.url).find((url) => /\.png$/i.test(url))
      for (const url of [doc.url, ...(png ? [png] : [])]) {
        const file = await request.get(url)
        expect(file.status(), url).toBe(200)
        const policy = file.headers()['content-security-policy'] ?? ''
        const directives = new Map(
          policy
            .split(';')
            .map((part) => part.trim().split(/\s+/))
            .map(([name, ...values]) => [name, values]),
        )
        expect(directives.get('script-src'), `${url}: ${policy}`).toEqual(["'none'"])
        expect(directives.get('default-src'), url).toEqual(["'none'"])
        expect(directives.has('sandbox'), url).toBe(true)
        expect(file.headers()['x-content-type-options'], url).toBe('nosniff')
      }
    } finally {
      await request.delete(`/api/media/${doc.id}`, { headers: { authorization: admin } })
    }
  })
})

async function fillRegistration(page: Page, locale: Locale, fields: { name: string; email: string }) {
  const m = messages[locale].auth.fields
  await page.getByLabel(m.name, { exact: true }).fill(fields.name)
  await page.getByLabel(m.email, { exact: true }).fill(fields.email)
  await page.getByLabel(m.password, { exact: true }).fill('clave-segura-123')
  await page.getByLabel(m.confirmPassword, { exact: true }).fill('clave-segura-123')
  await page.locator('#register-accept-legal').check()
}

for (const locale of locales) {
  const m = messages[locale]
  test.describe(`registration takes what Firebase takes (${locale})`, () => {
    test('a name over 200 characters or an e-mail over 254 is refused up front, in the visitor language', async ({
      page,
    }) => {
      const calls: string[] = []
      page.on('request', (request) => {
        if (/identitytoolkit|\/api\/auth\/session/.test(request.url())) calls.push(request.url())
      })
      await page.goto(localized(locale, '/register'))
      const submit = page.getByRole('button', { name: m.auth.register.submit, exact: true })
      const banner = page.locator('[data-testid="form-banner"][role="alert"]')
      await fillRegistration(page, locale, { name: 'A'.repeat(201), email: 'ana@example.com' })
      await submit.click()
      await expect(banner).toHaveText(m.auth.validation.nameTooLong)
      await fillRegistration(page, locale, { name: 'Ana', email: `${'a'.repeat(250)}@example.com` })
      await submit.click()
      await expect(banner).toHaveText(m.auth.validation.emailTooLong)
      expect(calls).toEqual([])
    })

    test('an e-mail Payload would refuse (müller@…) registers and opens the dashboard', async ({ page }) => {
      const email = `müller-${locale}-${Date.now().toString(36)}@example.com`
      await page.goto(localized(locale, '/register'))
      await fillRegistration(page, locale, { name: 'Dr. Müller', email })
      await page.getByRole('button', { name: m.auth.register.submit, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
      await expect(page.getByTestId('greeting')).toContainText('Dr. Müller')
    })
  })
}
