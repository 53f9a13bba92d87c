import { expect, test } from '@playwright/test'

type Landing = { hero: { title: string } }

test.describe('home page', () => {
  for (const [locale, path] of [
    ['es', '/'],
    ['en', '/en'],
  ] as const) {
    test(`shows the brand and the hero from the CMS at ${path}`, async ({ page, request }) => {
      const landing = (await (await request.get(`/api/globals/landing?locale=${locale}`)).json()) as Landing
      const settings = (await (await request.get(`/api/globals/site-settings?locale=${locale}`)).json()) as {
        brandName: string
      }
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByTestId('brand-name').first()).toHaveText(settings.brandName)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title)
    })
  }
})
