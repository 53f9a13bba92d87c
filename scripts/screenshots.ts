/**
 * npm run screenshots: the landing page in both languages on a phone (390 × 844) and a desktop
 * (1366 × 768), first screen and full page, written to docs/screenshots/ (see docs/look.md).
 * Against a production server already running here: `npm run screenshots -- --url http://127.0.0.1:3401`
 * (e.g. `npm run e2e:serve` after `npm run build`). Debian's chromium, or CHROMIUM_PATH.
 *
 * `-- --slow-4g`: instead, the landing on the 390 × 844 phone under Lighthouse's own mobile
 * throttling applied by the browser (slow 4G: 562.5 ms per request, 1.47 Mbit/s down; the CPU four
 * times slower), captured 1.0 s after the navigation starts and again at its load event, to
 * docs/screenshots/slow-4g-<page>-1.0s.png and -load.png (docs/performance.md). Give the address
 * the phone would use (the caching front; `npm run audit -- --front` prints one while it runs).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type Browser, chromium } from '@playwright/test'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

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
  args: ['--no-sandbox', '--disable-gpu', ...(args.includes('--slow-4g') ? ['--ignore-certificate-errors'] : [])],
})

/** The pair of phone screenshots on slow 4G: 1.0 s after the navigation starts, and at load. */
async function slow4g(browser: Browser, pathname: string): Promise<void> {
  const slow = Lantern.Simulation.Constants.throttling.mobileSlow4G
  const { width, height, ...options } = viewports.phone
  const context = await browser.newContext({ viewport: { width, height }, ...options })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow.requestLatencyMs,
    downloadThroughput: (slow.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuSlowdownMultiplier })
  const name = pathname === '/' ? 'landing-es' : pathname.replace(/^\/|\/$/g, '').replaceAll('/', '-')
  const loaded = page.waitForEvent('load', { timeout: 60_000 })
  const started = Date.now()
  const navigation = page.goto(new URL(pathname, base).href, { waitUntil: 'load', timeout: 60_000 })
  await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() - started)))
  await page.screenshot({ path: path.join(out, `slow-4g-${name}-1.0s.png`) })
  const early = Date.now() - started
  await loaded
  await navigation
  const load = await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0]!.duration))
  await page.screenshot({ path: path.join(out, `slow-4g-${name}-load.png`) })
  console.log(
    `[screenshots] slow-4g-${name}-1.0s.png (taken at ${(early / 1000).toFixed(2)} s), slow-4g-${name}-load.png (load event at ${(load / 1000).toFixed(2)} s)`,
  )
  await context.close()
}

try {
  if (args.includes('--slow-4g')) for (const pathname of pages) await slow4g(browser, pathname)
  else
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
