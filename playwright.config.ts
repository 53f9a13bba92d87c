import { defineConfig, devices } from '@playwright/test'

/**
 * Runs against the production server that `npm run test:e2e` (or `npm run e2e:serve`) started;
 * E2E_BASE_URL says where. Debian's chromium, overridable with CHROMIUM_PATH.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * Specs that only read what the seed made (public pages, headers, layout, accessibility, markup,
 * 404s; security-headers.spec.ts also opens the admin as the seeded admin, which edits nothing) and
 * change nothing on the server: they may run two at a time. (look.spec.ts signs a doctor in
 * and times a toast, made-pages.spec.ts edits the footer and a page: they run alone.) Every other spec edits content,
 * signs staff in, sends messages or measures timing against the one server, and runs alone.
 */
export const readingSpecs = [
  'a11y',
  'blog',
  'compression',
  'home',
  'html-validity',
  'landing',
  'language',
  'large-text',
  'navigation',
  'not-found',
  'pages',
  'security-headers',
  'seo',
  'test-server',
].map((name) => `${name}.spec.ts`)

/**
 * `npm run test:e2e` with no arguments runs two phases (scripts/run.ts): E2E_PHASE=reading, the
 * reading specs on two workers, test by test; then E2E_PHASE=writing, the rest on one worker, so
 * no edit ever happens while another test reads or times a page. Without E2E_PHASE (a developer
 * naming specs) every spec runs, one at a time.
 */
const phase = process.env.E2E_PHASE
if (phase && phase !== 'reading' && phase !== 'writing')
  throw new Error(`E2E_PHASE must be reading or writing (or unset), not ${phase}`)

export default defineConfig({
  testDir: 'tests/e2e',
  ...(phase === 'reading' ? { testMatch: readingSpecs } : {}),
  ...(phase === 'writing' ? { testIgnore: readingSpecs } : {}),
  fullyParallel: phase === 'reading',
  workers: phase === 'reading' ? 2 : 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // The slowest spec files at the end of each run: where CI's time goes.
  reportSlowTests: { max: 10, threshold: 30_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
    launchOptions: chromium,
    // A trace is recorded for every test and kept for the failed ones: a screencast of each page
    // and a DOM snapshot at each action, CPU taken from the server and the browser on a 2-core
    // machine. CI's clone is thrown away once its log is printed, so there it records none; run the
    // failed spec again locally for its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  // Every test runs at desktop width. The phone runs only what a phone's screen changes, the tests
  // tagged @phone (layout and overflow, the menu drawer, keyboard paths through it, axe at that
  // size): a form, a header or a publish behaves the same at both widths and is proven once.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
})
