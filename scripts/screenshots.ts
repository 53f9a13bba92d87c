/**
 * npm run screenshots: the landing page in both languages on a phone (390 × 844) and a desktop
 * (1366 × 768), first screen and full page, written to docs/screenshots/ (see docs/look.md).
 * Against a production server already running here: `npm run screenshots -- --url http://127.0.0.1:3401`
 * (e.g. `npm run e2e:serve` after `npm run build`). Debian's chromium, or CHROMIUM_PATH.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2).filter((arg) => arg !== '--')
const urlIndex = args.indexOf('--url')
const base = urlIndex >= 0 ? args[urlIndex + 1] : undefined
if (!base) {
  console.error(
    'Usage: npm run screenshots -- --url http://127.0.0.1:PORT (a production server running on this machine)',
  )
  process.exit(2)
}
const pages = (args.includes('--pages') ? args[args.indexOf('--pages') + 1]! : '/,/en').split(',')

const viewports = {
  phone: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
}

const out = path.join(root, 'docs', 'screenshots')
await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  for (const pathname of pages) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const { width, height, ...options } = viewport
      const context = await browser.newContext({ viewport: { width, height }, ...options })
      const page = await context.newPage()
      await page.goto(new URL(pathname, base).href, { waitUntil: 'networkidle', timeout: 60_000 })
      await page.evaluate(() => document.fonts.ready)
      const name = `${pathname === '/' ? 'landing-es' : `${pathname.replace(/^\/|\/$/g, '').replaceAll('/', '-')}`.replace(/^en$/, 'landing-en')}-${device}`
      await page.screenshot({ path: path.join(out, `${name}.png`) })
      await page.screenshot({ path: path.join(out, `${name}-full.png`), fullPage: true })
      console.log(`[screenshots] ${name}.png, ${name}-full.png`)
      await context.close()
    }
  }
} finally {
  await browser.close()
}
