import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from '#tests/e2e/support/admin.ts'

async function setBrandName(page: Page, name: string) {
  await page.goto('/admin/globals/site-settings')
  const field = page.locator('#field-brandName')
  await field.fill(name)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/./)
  await expect(field).toHaveValue(name)
}

test.describe('admin edits reach the site', () => {
  test('an admin renames the brand and the home page shows the new name', async ({ page }) => {
    await signInToAdmin(page)
    const newName = `CitaYa ${Date.now().toString(36)}`
    await setBrandName(page, newName)
    try {
      await expect(async () => {
        await page.goto('/')
        await expect(page.getByTestId('brand-name')).toHaveText(newName, { timeout: 500 })
      }).toPass({ timeout: 10_000 })
      await page.goto('/en')
      await expect(page.getByTestId('brand-name')).toHaveText(newName)
      // The admin wears the same name: its tab titles and its login page (logo from Site settings).
      await page.goto('/admin')
      await expect(page).toHaveTitle(new RegExp(` · ${newName}$`))
      await page.context().clearCookies()
      await page.goto('/admin/login')
      await expect(page).toHaveTitle(new RegExp(` · ${newName}$`))
      const logo = page.getByTestId('admin-brand-logo')
      await expect(logo).toContainText(newName)
      await expect(logo.locator('img')).toHaveAttribute('src', /^\/api\/media\/file\//)
      await expect
        .poll(() => logo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      await signInToAdmin(page)
    } finally {
      await setBrandName(page, 'CitaYa')
    }
  })
})
