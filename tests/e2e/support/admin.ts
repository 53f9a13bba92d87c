import { expect, type Page } from '@playwright/test'

/** Local defaults from .env.example unless the run sets its own. */
export const adminCredentials = {
  email: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'admin-local-password',
}

/** Signs in to the admin panel as the seeded admin. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(adminCredentials.email)
  await page.locator('input[name="password"]').fill(adminCredentials.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}
