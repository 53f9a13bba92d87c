import { expect, test } from '@playwright/test'

for (const [path, title, home] of [
  ['/esta-pagina-no-existe', 'Oops! Página no encontrada', '/'],
  ['/en/this-page-does-not-exist', 'Oops! Page not found', '/en'],
] as const) {
  test(`${path} shows the 404 page with a link home and logs the path`, async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect.poll(() => messages.some((message) => message.includes(path))).toBe(true)
    await page.locator('main').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`))
  })
}
