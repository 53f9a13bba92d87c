/**
 * Screenshots for docs/admin.md, taken in Debian's chromium (CHROMIUM_PATH) against a running
 * server with the seed content: the login page, the dashboard, a post in the editor, its live
 * preview and the schedule dialog, in the Spanish admin.
 *
 *   TARGET_URL=http://127.0.0.1:3000 node scripts/admin-screenshots.ts
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = process.env.TARGET_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
const out = (name: string) => path.join(root, 'docs', 'admin', `${name}.png`)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' })
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="email"]').waitFor()
  await page.screenshot({ path: out('login') })

  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL || 'admin@example.com')
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD || 'admin-local-password')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('dashboard') })

  const posts = (await (await page.request.get(`${base}/api/posts?limit=1&depth=0&sort=-publishedAt`)).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`${base}/admin/collections/posts/${posts.docs[0].id}`)
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('post-editor') })

  // Live preview: the post beside the editor, as the site will show it.
  await page.locator('#live-preview-toggler').click()
  await page.frameLocator('#live-preview-iframe').locator('h1').first().waitFor()
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('live-preview') })
  await page.locator('#live-preview-toggler').click()

  // The schedule dialog: the arrow beside «Publicar cambios» opens «Programar publicación».
  await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
  await page.locator('#schedule-publish').click()
  await page.getByRole('dialog').or(page.locator('.drawer__content')).first().waitFor()
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('schedule-dialog') })
} finally {
  await browser.close()
}
console.log(`Screenshots written to docs/admin/ from ${base}.`)
