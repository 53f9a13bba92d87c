import { expect, type Page, test } from '@playwright/test'

import { signInToAdmin } from './support/admin'

async function setBrandName(page: Page, name: string) {
  await page.goto('/admin/globals/site-settings')
  const field = page.locator('#field-brandName')
  await field.fill(name)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText(/./)
  await expect(field).toHaveValue(name)
}

test.describe('admin edits reach the site', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin panel is exercised at desktop width')

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
    } finally {
      await setBrandName(page, 'CitaYa')
    }
  })
})
