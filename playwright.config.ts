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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: process.env.E2E_BASE_URL || `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
})
