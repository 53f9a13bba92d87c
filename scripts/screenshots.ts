/**
 * npm run screenshots: the landing page in both languages on a phone (390 × 844) and a desktop
 * (1366 × 768), first screen and full page, written to docs/screenshots/ (see docs/look.md).
 * Against a production server already running here: `npm run screenshots -- --url http://127.0.0.1:3401`
 * (e.g. `npm run e2e:serve` after `npm run build`). Debian's chromium, or CHROMIUM_PATH.
 *
 * `-- --slow-4g`: instead, the landing on the 390 × 844 phone under Lighthouse's own mobile
 * throttling applied by the browser (slow 4G: 562.5 ms per request, 1.47 Mbit/s down; the CPU four
 * times slower), captured 1.0 s after the navigation starts and again at its load event, to
 * docs/screenshots/slow-4g-<page>-1.0s.jpg and -load.jpg (docs/performance.md). Give the address
 * the phone would use (the caching front; `npm run audit -- --front` prints one while it runs).
 */
import { mkdir, writeFile } from 'node:fs/promises'
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
  // The frames come from the browser's own trace (the compositor's screenshots, as Lighthouse's
  // filmstrip): a screenshot asked of a page whose main thread is busy waits for it, and is no
  // longer the page at 1.0 s.
  await browser.startTracing(page, {
    screenshots: true,
    categories: ['disabled-by-default-devtools.screenshot', 'blink.user_timing', 'loading', 'devtools.timeline'],
  })
  await page.goto(new URL(pathname, base).href, { waitUntil: 'load', timeout: 60_000 })
  await page.waitForTimeout(500)
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: Array<{
      name: string
      ts: number
      args?: { snapshot?: string; data?: { isLoadingMainFrame?: boolean } }
    }>
  }
  const events = trace.traceEvents
  const start = events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame)?.ts
  const load = events.find((event) => event.name === 'MarkLoad')?.ts
  if (start === undefined || load === undefined) throw new Error('the trace has no navigation start or load event')
  const frames = events
    .filter((event) => event.name === 'Screenshot' && event.args?.snapshot)
    .sort((x, y) => x.ts - y.ts)
  const at = (ts: number) => [...frames].reverse().find((frame) => frame.ts <= ts)
  for (const [label, ts] of [
    ['1.0s', start + 1_000_000],
    ['load', load],
  ] as const) {
    const frame = at(ts)
    const file = `slow-4g-${name}-${label}.jpg`
    if (!frame) {
      console.log(`[screenshots] ${file}: nothing painted yet at ${((ts - start) / 1e6).toFixed(2)} s`)
      continue
    }
    await writeFile(path.join(out, file), Buffer.from(frame.args!.snapshot!, 'base64'))
    console.log(
      `[screenshots] ${file}: the frame of ${((frame.ts - start) / 1e6).toFixed(2)} s (asked: ${((ts - start) / 1e6).toFixed(2)} s)`,
    )
  }
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
