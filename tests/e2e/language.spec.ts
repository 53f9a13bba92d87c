import { type Page, expect, test } from '@playwright/test'

async function chooseLanguage(page: Page, name: 'Español' | 'English') {
  await page.getByTestId('language-switcher').click()
  await page.getByRole('menuitemradio', { name }).click()
}

test.describe('language', () => {
  test('the dropdown lists Español and English and marks the current one', async ({ page }) => {
    await page.goto('/help')
    await page.getByTestId('language-switcher').click()
    const items = page.getByRole('menuitemradio')
    await expect(items).toHaveText(['Español', 'English'].map((name) => new RegExp(name)))
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('Escape')
    await page.goto('/en/help')
    await page.getByTestId('language-switcher').click()
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
  })

  test('a first visit is Spanish whatever the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await context.close()
  })

  test('choosing English switches to the English twin and survives a reload and a new visit', async ({ page, context }) => {
    await page.goto('/help/faq')
    await chooseLanguage(page, 'English')
    await expect(page).toHaveURL((url) => url.pathname === '/en/help/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en')

    await page.reload()
    await expect(page).toHaveURL(/\/en\/help\/faq$/)

    const next = await context.newPage()
    await next.goto('/')
    await expect(next).toHaveURL(/\/en$/)
    await next.goto('/blog')
    await expect(next).toHaveURL(/\/en\/blog$/)
    await expect(next.locator('html')).toHaveAttribute('lang', 'en')

    await chooseLanguage(next, 'Español')
    await expect(next).toHaveURL((url) => url.pathname === '/blog')
    expect(await next.evaluate(() => localStorage.getItem('language'))).toBe('es')
    await next.goto('/help')
    await expect(next).toHaveURL(/\/help$/)
    await expect(next.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('a stored English choice without the cookie is restored on load', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await context.clearCookies()
    await page.goto('/plans')
    await expect(page).toHaveURL(/\/en\/plans$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})
