import { createHash } from 'node:crypto'

import { type APIResponse, expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from '#tests/e2e/support/admin.ts'
import { type Locale, locales, localized } from '#tests/e2e/support/cms.ts'
import { articlePaths, openPage, publicPages } from '#tests/e2e/support/pages.ts'

/**
 * Security headers on every response, and a Content-Security-Policy that allows exactly what the
 * site uses: pages load with no violation, while a request to any other host is blocked.
 */
const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` : null

function csp(response: APIResponse): Map<string, string[]> {
  const value = response.headers()['content-security-policy']
  expect(value, `${response.url()}: Content-Security-Policy`).toBeTruthy()
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )
}

function expectCommonHeaders(response: APIResponse): void {
  const headers = response.headers()
  const url = response.url()
  expect(headers['x-content-type-options'], url).toBe('nosniff')
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], url).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  // The tests serve the production build over http://: HSTS is only sent by an https production site.
  expect(headers['strict-transport-security'], url).toBeUndefined()
}

function expectSitePolicy(response: APIResponse): Map<string, string[]> {
  expectCommonHeaders(response)
  const policy = csp(response)
  const url = response.url()
  expect(policy.get('default-src'), url).toEqual(["'self'"])
  expect(policy.get('connect-src'), url).toEqual(["'self'", ...FIREBASE_AUTH, ...(emulator ? [emulator] : [])])
  // Never 'unsafe-inline' for scripts: the site's own files, plus (HTML only) the hash of each inline script.
  expect(policy.get('script-src')?.[0], url).toBe("'self'")
  expect(policy.get('script-src'), url).not.toContain("'unsafe-inline'")
  expect(policy.get('frame-ancestors'), url).toEqual(["'none'"])
  expect(policy.get('object-src'), url).toEqual(["'none'"])
  expect(policy.get('form-action'), url).toEqual(["'self'"])
  expect(response.headers()['x-frame-options'], url).toBe('DENY')
  return policy
}

/**
 * The inline scripts Chromium would run in `html`, found by Chromium's own HTML parser: every
 * script without src whose type is JavaScript (not JSON-LD), with text. Hashed the way CSP hashes them.
 */
async function inlineScriptHashes(page: Page, html: string): Promise<string[]> {
  const sources = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'text/html')
    const runs = (type: string) =>
      type.trim() === '' || /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i.test(type.trim())
    return [...document.querySelectorAll('script')]
      .filter((script) => !script.hasAttribute('src') && runs(script.getAttribute('type') ?? '') && script.text)
      .map((script) => script.text)
  }, html)
  return sources.map((source) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`)
}

/** An HTML answer's script-src is 'self' plus exactly the hashes of its own inline scripts, no more, no fewer. */
async function expectHashesOfItsScripts(page: Page, response: APIResponse, path: string): Promise<void> {
  const policy = expectSitePolicy(response)
  expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
  const scripts = await inlineScriptHashes(page, await response.text())
  expect(scripts.length, `${path}: Next's inline scripts`).toBeGreaterThan(0)
  expect(new Set(policy.get('script-src')!.slice(1)), path).toEqual(new Set(scripts))
}

/** HTML answers outside the route list: search results and 404s are rendered per request, the rest are further prerendered pages. */
const otherHtmlPaths = (locale: Locale) => [
  `${localized(locale, '/help/search')}?q=whatsapp`,
  `${localized(locale, '/help/search')}?q=${encodeURIComponent('<script>alert(1)</script>')}`,
  localized(locale, '/contact/thanks'),
  localized(locale, '/does-not-exist'),
  localized(locale, '/blog/999999'),
]

test.describe('security headers', () => {
  for (const locale of locales) {
    test(`every public page answers with the site's headers and the hashes of its own inline scripts (${locale})`, async ({
      request,
      page,
    }) => {
      const paths = [
        ...publicPages.filter((entry) => entry.locale === locale).map((entry) => entry.path),
        ...(await articlePaths(request, locale)),
      ]
      for (const path of paths) {
        // Both as sent compressed (the compress-once cache) and uncompressed, twice: the second
        // answer comes from the server's memory and must carry the same policy.
        for (const encoding of ['br', 'identity', 'br']) {
          const response = await request.get(path, { maxRedirects: 0, headers: { 'accept-encoding': encoding } })
          // Soft: one missing route is reported and the others are still checked.
          expect
            .soft(
              response.status(),
              response.status() === 404 ? `${path} answered 404: this route has no page on this branch yet` : path,
            )
            .toBe(200)
          await expectHashesOfItsScripts(page, response, `${path} (${encoding})`)
          // Payload's colour-scheme client hint is for its admin only: on the site, Critical-CH would
          // make Chromium request every first page twice.
          expect(response.headers()['critical-ch'], path).toBeUndefined()
        }
      }
      for (const path of otherHtmlPaths(locale)) {
        await expectHashesOfItsScripts(page, await request.get(path, { maxRedirects: 0 }), path)
      }
    })
  }

  test('a revalidated page (304) brings no policy, so the browser keeps the one stored with its body', async ({
    request,
  }) => {
    const first = await request.get('/plans')
    const again = await request.get('/plans', { headers: { 'if-none-match': first.headers()['etag']! } })
    expect(again.status()).toBe(304)
    expect(again.headers()['content-security-policy']).toBeUndefined()
  })

  test('files, crawler files, the API and the 404 page carry them too', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1]
    expect(chunk, 'a Next.js chunk in the home page').toBeTruthy()
    for (const path of ['/favicon.ico', chunk!, '/sitemap.xml', '/robots.txt', '/api/globals/site-settings']) {
      // Not HTML: nothing to hash, so no inline script is allowed.
      expect(expectSitePolicy(await request.get(path)).get('script-src'), path).toEqual(["'self'"])
    }
  })

  test('the admin has its own policy: same origin only, framable by itself for live preview', async ({ request }) => {
    for (const path of ['/admin', '/admin/login']) {
      const response = await request.get(path)
      expectCommonHeaders(response)
      const policy = csp(response)
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('connect-src')).toEqual(["'self'"])
      expect(policy.get('frame-ancestors')).toEqual(["'self'"])
      expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
    }
  })
})

/** Records every CSP violation the page reports, from the first byte on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test.describe('content security policy in the browser', () => {
  for (const locale of locales) {
    test(`public pages load with no violation (${locale})`, async ({ page, request }) => {
      const violations = await recordViolations(page)
      const paths = [
        ...publicPages.filter((entry) => entry.locale === locale).map((entry) => entry.path),
        ...(await articlePaths(request, locale)),
      ]
      for (const path of paths) {
        const status = (await page.goto(path))?.status()
        // Soft: one missing route is reported and the others are still checked.
        expect
          .soft(status, status === 404 ? `${path} answered 404: this route has no page on this branch yet` : path)
          .toBe(200)
        await page.waitForLoadState('networkidle')
        expect(await violations(), path).toEqual([])
      }
    })
  }

  for (const locale of locales) {
    test(`client navigation between the public pages raises no violation (${locale})`, async ({ page }) => {
      const violations = await recordViolations(page)
      await openPage(page, localized(locale, '/'))
      // Lost on a full page load: still there after each click proves the navigation stayed in the page.
      await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
      const visited: string[] = []
      for (const { path } of publicPages.filter((entry) => entry.locale === locale)) {
        const link = page.locator(`a[href="${path}"]:visible`).first()
        if (!(await link.count())) continue
        await link.click()
        await page.waitForURL((url) => url.pathname === path)
        await page.waitForLoadState('networkidle')
        expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), path).toBe(true)
        visited.push(path)
      }
      // The header and footer link most of the route list.
      expect(visited.length, visited.join(' ')).toBeGreaterThanOrEqual(8)
      expect(await violations()).toEqual([])
    })

    test(`search results and the 404 page load with no violation (${locale})`, async ({ page }) => {
      const violations = await recordViolations(page)
      for (const path of otherHtmlPaths(locale)) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        expect(await violations(), path).toEqual([])
      }
    })
  }

  test('the admin works under its policy', async ({ page }) => {
    const violations = await recordViolations(page)
    await signInToAdmin(page)
    for (const path of [
      '/admin',
      '/admin/collections/posts',
      '/admin/collections/media',
      '/admin/globals/site-settings',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await violations(), path).toEqual([])
    }
    await page.goto('/admin/collections/posts')
    await page.locator('table tbody tr a').first().click()
    // The editor is the admin's heaviest view: on a busy 2-core machine it took over 5 s to show.
    await expect(page.locator('input[name="title"], #field-title').first()).toBeVisible({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    expect(await violations(), 'editing a post').toEqual([])
  })

  test('requests to Firebase Auth are allowed; any other host is blocked', async ({ page }) => {
    // Answered here so that the test needs no network: the policy is checked before any request leaves.
    await page.route(/^https:\/\/(identitytoolkit|securetoken)\.googleapis\.com\/|^https:\/\/example\.com\//, (route) =>
      route.fulfill({ status: 200, body: '{}' }),
    )
    const violations = await recordViolations(page)
    await openPage(page, '/')
    const outcomes = await page.evaluate(
      async (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url, { method: 'POST' }).then(
              () => 'sent',
              () => 'blocked',
            ),
          ),
        ),
      [
        'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test',
        'https://securetoken.googleapis.com/v1/token?key=test',
        'https://example.com/collect',
      ],
    )
    expect(outcomes).toEqual(['sent', 'sent', 'blocked'])
    expect(await violations()).toEqual(['connect-src blocked https://example.com/collect'])
  })

  test('no other site can frame the pages', async ({ page, baseURL }) => {
    let framed = false
    page.on('response', (response) => {
      if (response.url() === `${baseURL}/` && response.frame() !== page.mainFrame()) framed = true
    })
    await page.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`)
    await expect.poll(() => framed).toBe(true)
    // The server answered, but the browser refused to show the page inside another one.
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/)
  })
})
