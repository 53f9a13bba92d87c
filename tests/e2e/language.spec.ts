import { type Page, expect, test } from '@playwright/test'

import { articlePaths, publicPages } from '#tests/e2e/support/pages.ts'

async function chooseLanguage(page: Page, name: 'Español' | 'English') {
  await page.getByTestId('language-switcher').click()
  await page.getByTestId('language-menu').getByRole('link', { name }).click()
}

test.describe('language', () => {
  test('the menu lists Español and English, marks the current one, and works from the keyboard', async ({ page }) => {
    await page.goto('/help')
    const button = page.getByTestId('language-switcher')
    const menu = page.getByTestId('language-menu')
    await expect(menu).toBeHidden()
    await button.click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText(['Español', 'English'].map((name) => new RegExp(name)))
    await expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true')
    await expect(menu.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current')
    // The links are the same on every page (?language=…), so the server renders them: the proxy sends them to the twin.
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '?language=en')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    // Keyboard: the button opens it, Tab reaches its links, Escape closes it and gives focus back.
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Español' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'English' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    await page.goto('/en/help')
    await page.getByTestId('language-switcher').click()
    await expect(page.getByTestId('language-menu').getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.getByTestId('language-menu').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/help' && url.search === '')
  })

  test('the menu works without JavaScript: it opens, and a choice leads to the twin page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [from, name, to] of [
      ['/help/faq', 'English', '/en/help/faq'],
      ['/en/plans', 'Español', '/plans'],
      ['/', 'English', '/en'],
    ] as const) {
      await page.goto(from)
      await page.getByTestId('language-switcher').click()
      await expect(page.getByTestId('language-menu')).toBeVisible()
      await page.getByTestId('language-menu').getByRole('link', { name }).click()
      await expect(page).toHaveURL((url) => url.pathname === to)
      await expect(page.locator('html')).toHaveAttribute('lang', to.startsWith('/en') ? 'en' : 'es')
    }
    await context.close()
  })

  test('on the landing, the menu switches language (the landing scrolls only for its own links)', async ({ page }) => {
    await page.goto('/')
    await chooseLanguage(page, 'English')
    await expect(page).toHaveURL((url) => url.pathname === '/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await chooseLanguage(page, 'Español')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('a first visit is Spanish whatever the browser language', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await context.close()
  })

  test('choosing English switches to the English twin and survives a reload and a new visit', async ({
    page,
    context,
  }) => {
    await page.goto('/help/faq')
    await chooseLanguage(page, 'English')
    await expect(page).toHaveURL((url) => url.pathname === '/en/help/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    expect(await context.cookies(), 'the choice is kept in browser storage only').toEqual([])

    await page.reload()
    await expect(page).toHaveURL(/\/en\/help\/faq$/)

    const next = await context.newPage()
    await next.goto('/')
    await expect(next).toHaveURL(/\/en$/)
    await next.goto('/en/blog')
    await expect(next.locator('html')).toHaveAttribute('lang', 'en')

    await chooseLanguage(next, 'Español')
    await expect(next).toHaveURL((url) => url.pathname === '/blog')
    expect(await next.evaluate(() => localStorage.getItem('language'))).toBe('es')
    await next.goto('/help')
    await expect(next).toHaveURL(/\/help$/)
    await expect(next.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('a stored English choice is restored on / on load, even without JavaScript for the rest of the page', async ({
    page,
  }) => {
    await page.goto('/plans')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto('/?x=1#precios')
    await expect(page).toHaveURL((url) => url.pathname === '/en' && url.search === '?x=1' && url.hash === '#precios')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('choose English on /: every unprefixed address opens in English, /es/… stays Spanish and changes nothing', async ({
    page,
    context,
  }) => {
    // Many addresses in one test: more than the default minute when it shares the machine.
    test.slow()
    await page.goto('/')
    await chooseLanguage(page, 'English')
    await expect(page).toHaveURL((url) => url.pathname === '/en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    const [article] = await articlePaths(page.request, 'es')

    // Opened directly (typed, a bookmark, a shared Spanish link): the English twin, query and fragment kept.
    for (const [opened, english] of [
      ['/contact', '/en/contact'],
      ['/plans', '/en/plans'],
      [article, `/en${article}`],
    ]) {
      await page.goto(`${opened}?x=1#top`)
      await expect(page).toHaveURL((url) => url.pathname === english && url.search === '?x=1' && url.hash === '#top')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    }

    // An address that states Spanish is shown in Spanish and leaves the stored choice alone.
    for (const explicit of ['/es/blog/1', '/es/plans', '/es']) {
      const response = await page.goto(explicit)
      expect(response?.status(), explicit).toBe(200)
      await expect(page).toHaveURL((url) => url.pathname === explicit)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    }
    await page.goto('/es/blog/1')
    await expect(page.getByRole('link', { name: '← Volver al blog' }).first()).toBeVisible()

    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    expect(await context.cookies()).toEqual([])
  })

  test('a fresh browser (a crawler: nothing stored) on /contact gets the Spanish page, no redirect', async ({
    page,
  }) => {
    const response = await page.goto('/contact')
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    await expect(page).toHaveURL((url) => url.pathname === '/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    // Still there once the page's scripts ran.
    await page.waitForLoadState('load')
    expect(new URL(page.url()).pathname).toBe('/contact')
  })

  test('choose Spanish, open a shared English link, come back to /: still Spanish', async ({ page, context }) => {
    await page.goto('/en/help')
    await chooseLanguage(page, 'Español')
    await expect(page).toHaveURL((url) => url.pathname === '/help')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')

    await page.goto('/en/plans')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')

    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.goto('/plans')
    await expect(page).toHaveURL((url) => url.pathname === '/plans')
    expect(await context.cookies()).toEqual([])
  })

  test('a visitor who never chose: an English link does not make / English', async ({ page }) => {
    await page.goto('/en/features')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })
})

test.describe('no public page sets a cookie', () => {
  test('no set-cookie header on any public page, article or explicit-language address, in either language', async ({
    request,
  }) => {
    const paths = [
      ...publicPages.map(({ path }) => path),
      ...(await articlePaths(request, 'es')),
      ...(await articlePaths(request, 'en')),
      '/es',
      '/es/plans',
      '/es/blog/1',
    ]
    for (const path of paths) {
      for (const headers of [{}, { 'sec-fetch-dest': 'document', cookie: 'NEXT_LOCALE=en' }] as Array<
        Record<string, string>
      >) {
        const response = await request.get(path, { headers, maxRedirects: 0 })
        expect(response.status(), path).toBe(200)
        expect(response.headers()['set-cookie'], `${path} sets a cookie`).toBeUndefined()
      }
    }
  })
})
