import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('shows the brand from the CMS in Spanish at /', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByTestId('brand-name')).toHaveText('CitaYa')
    await expect(page.getByText('Tu asistente de WhatsApp')).toBeVisible()
  })

  test('shows the English version at /en', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('brand-name')).toHaveText('CitaYa')
    await expect(page.getByText('Your WhatsApp assistant')).toBeVisible()
  })
})
