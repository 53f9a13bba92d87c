import { expect, test } from '@playwright/test'

import type { Locale } from '#tests/e2e/support/cms.ts'

const copy = {
  es: {
    page: {
      title: 'Oops! Página no encontrada',
      text: 'La página que buscas no existe o cambió de dirección.',
      link: 'Volver al inicio',
      href: '/',
    },
    article: {
      title: 'Artículo no encontrado',
      text: 'El artículo que buscas no está disponible.',
      link: 'Volver al blog',
      href: '/blog',
    },
  },
  en: {
    page: {
      title: 'Oops! Page not found',
      text: 'The page you are looking for does not exist or has moved.',
      link: 'Back to home',
      href: '/en',
    },
    article: {
      title: 'Article not found',
      text: 'The article you are looking for is not available.',
      link: 'Back to the blog',
      href: '/en/blog',
    },
  },
} as const

/**
 * Every kind of unknown address, in both languages: a made-up page, each dynamic route with a
 * made-up id (article, blog page, legal versions), and addresses the proxy did not use to see
 * (a file name, a prefix of /api or /admin).
 */
const unknown: Array<{ path: string; locale: Locale; kind: 'page' | 'article' }> = [
  { path: '/esta-no-existe', locale: 'es', kind: 'page' },
  { path: '/en/nope', locale: 'en', kind: 'page' },
  { path: '/help/nada', locale: 'es', kind: 'page' },
  { path: '/blog/7', locale: 'es', kind: 'article' },
  { path: '/en/blog/99', locale: 'en', kind: 'article' },
  { path: '/blog/01', locale: 'es', kind: 'article' },
  { path: '/blog/page/99', locale: 'es', kind: 'page' },
  { path: '/en/blog/page/2', locale: 'en', kind: 'page' },
  { path: '/privacy/2099-01-01', locale: 'es', kind: 'page' },
  { path: '/en/privacy/not-a-date', locale: 'en', kind: 'page' },
  { path: '/terms-of-service/2024-01-01', locale: 'es', kind: 'page' },
  { path: '/en/terms-of-service/2099-12-31', locale: 'en', kind: 'page' },
  { path: '/foo.html', locale: 'es', kind: 'page' },
  { path: '/en/foo.html', locale: 'en', kind: 'page' },
  { path: '/apix', locale: 'es', kind: 'page' },
  { path: '/administrator', locale: 'es', kind: 'page' },
  { path: '/en/administrator', locale: 'en', kind: 'page' },
]

test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, locale, kind } of unknown) {
    test(`${path}: status 404, the ${kind === 'article' ? 'article' : 'site'} 404 in ${locale} in the HTML itself`, async ({
      page,
    }) => {
      const text = copy[locale][kind]
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      expect(response?.headers()['set-cookie']).toBeUndefined()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page).toHaveTitle(`${text.title} | CitaYa`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
      await expect(page.getByText(text.text)).toBeVisible()
      await expect(page.locator('header').first()).toBeVisible()
      const link = page.locator('main').getByRole('link', { name: text.link, exact: true })
      await expect(link).toHaveAttribute('href', text.href)
      await link.click()
      await expect(page).toHaveURL((url) => url.pathname === text.href)
    })
  }

  test("an unknown legal version's PDF answers its own 404 text, not the page", async ({ request }) => {
    const spanish = await request.get('/privacy/2099-01-01/pdf')
    expect(spanish.status()).toBe(404)
    expect(await spanish.text()).toBe('No existe una versión publicada con esa fecha.')
    const english = await request.get('/en/terms-of-service/2099-01-01/pdf')
    expect(english.status()).toBe(404)
    expect(await english.text()).toBe('There is no published version with that date.')
  })
})

test.describe('404 page with JavaScript', () => {
  for (const { path, locale, kind } of unknown.filter((_, index) => index % 4 === 0)) {
    test(`${path} logs the path in the console and its link goes back`, async ({ page }) => {
      const messages: string[] = []
      page.on('console', (message) => messages.push(message.text()))
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale][kind].title)
      await expect.poll(() => messages.some((message) => message.includes(path))).toBe(true)
      await page.locator('main').getByRole('link', { name: copy[locale][kind].link, exact: true }).click()
      await expect(page).toHaveURL((url) => url.pathname === copy[locale][kind].href)
    })
  }

  test('a link to a made-up article on another page leads to the article 404', async ({ page }) => {
    await page.goto('/blog', { waitUntil: 'networkidle' })
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/blog/12345'
      link.textContent = 'made-up article'
      document.body.append(link)
    })
    await page.getByRole('link', { name: 'made-up article' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.es.article.title)
  })
})

test('the 404 page is set in the brand typeface, like every other page', async ({ page }) => {
  await page.goto('/help')
  const brand = await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)
  expect(brand).toMatch(/jakarta|brand/i)
  for (const path of ['/no-such-page', '/en/no-such-page']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await page.evaluate(() => document.fonts.ready)
    expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily), path).toBe(brand)
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((font) => /brand/i.test(font.family) && font.status === 'loaded'),
      ),
      `${path}: the brand font loaded`,
    ).toBe(true)
  }
})
