import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { locales } from '#tests/e2e/support/cms.ts'
import { articlePaths, madePagePaths, openPage, publicPages } from '#tests/e2e/support/pages.ts'

/**
 * axe-core on every public page in both languages at desktop size, and in Spanish at phone size
 * (the two Playwright projects): no serious or critical violation of WCAG 2.1 A/AA or axe's best
 * practices. At phone size one language: the English pages are the same templates with other
 * words (their `lang`, names and text are checked at desktop size), while what the phone changes,
 * the layout, the drawer and the target sizes, is the same in both; axe takes 6–15 s a page here.
 */
async function expectNoSeriousViolations(page: Page, label: string, { any = false } = {}): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const serious = violations.filter(
    (violation) => any || violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  )
  expect(report, `${label}: serious or critical accessibility violations`).toEqual([])
}

const phoneIn = (locale: string) => (locale === 'es' ? { tag: '@phone' } : {})

for (const { path, locale } of publicPages) {
  test(`no serious accessibility violation on ${path}`, phoneIn(locale), async ({ page }) => {
    await openPage(page, path)
    await expectNoSeriousViolations(page, path)
  })
}

for (const locale of locales) {
  test(
    `no serious accessibility violation on the blog's articles (${locale})`,
    phoneIn(locale),
    async ({ page, request }) => {
      // Every article in one test: more than the default minute when it shares the machine.
      test.slow()
      for (const path of await articlePaths(request, locale)) {
        await openPage(page, path)
        await expectNoSeriousViolations(page, path)
      }
    },
  )
}

for (const locale of locales) {
  test(
    `no accessibility violation at all on the pages staff made from blocks (${locale})`,
    phoneIn(locale),
    async ({ page, request }) => {
      // The seeded page for psychologists holds every block type (src/seed/content/pages.ts).
      for (const path of await madePagePaths(request, locale)) {
        await openPage(page, path)
        await expectNoSeriousViolations(page, path, { any: true })
      }
    },
  )
}

test.describe('interactive states', () => {
  for (const locale of locales) {
    test(
      `language menu, FAQ answer and (small screens) the drawer open (${locale})`,
      phoneIn(locale),
      async ({ page, isMobile }) => {
        await openPage(page, locale === 'es' ? '/' : '/en')
        await page.getByTestId('language-switcher').click()
        await expect(page.getByTestId('language-menu')).toBeVisible()
        await expectNoSeriousViolations(page, 'language menu open')
        await page.keyboard.press('Escape')
        const firstQuestion = page.getByRole('main').getByRole('group').first()
        await firstQuestion.locator('summary').click()
        await expect(firstQuestion).toHaveAttribute('open')
        await expect(firstQuestion.locator(':scope > div')).toBeVisible()
        await expectNoSeriousViolations(page, 'FAQ answer open')
        if (isMobile) {
          await page.getByTestId('menu-open').click()
          await expect(page.getByTestId('menu-drawer')).toBeVisible()
          await expectNoSeriousViolations(page, 'drawer open')
        }
      },
    )
  }
})
