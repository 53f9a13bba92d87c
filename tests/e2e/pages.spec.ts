import { expect, test } from '@playwright/test'

import { cms, locales, localized } from '#tests/e2e/support/cms.ts'

const status = {
  es: { available: 'Disponible', 'coming-soon': 'Próximamente' },
  en: { available: 'Available', 'coming-soon': 'Coming soon' },
}

for (const locale of locales) {
  test.describe(`content pages (${locale})`, () => {
    test('/plans shows the three plans from the CMS', async ({ page, request }) => {
      const plans = await cms(request).find('plans', locale, 'sort=order')
      await page.goto(localized(locale, '/plans'))
      for (const plan of plans) {
        const card = page.getByTestId(`plan-${plan.key}`)
        await expect(card.getByRole('heading')).toHaveText(plan.name)
        await expect(card.getByRole('listitem')).toHaveCount(plan.features?.length ?? 0)
        await expect(card.getByRole('link')).toHaveText(plan.ctaLabel)
      }
    })

    test('/features shows four cards and "more coming soon"', async ({ page, request }) => {
      const [features, copy] = await Promise.all([
        cms(request).find('features', locale, 'sort=order'),
        cms(request).global('features-page', locale),
      ])
      await page.goto(localized(locale, '/features'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
      await expect(page.getByTestId('features').getByRole('heading')).toHaveText(
        features.map((feature) => feature.title),
      )
      await expect(page.getByRole('heading', { name: copy.moreComing.title })).toBeVisible()
    })

    test('/integrations shows four cards with their status labels', async ({ page, request }) => {
      const integrations = await cms(request).find('integrations', locale, 'sort=order')
      expect(integrations.map((integration) => integration.status)).toEqual([
        'available',
        'coming-soon',
        'coming-soon',
        'coming-soon',
      ])
      await page.goto(localized(locale, '/integrations'))
      const cards = page.getByTestId('integrations').getByRole('listitem')
      await expect(cards).toHaveCount(4)
      for (const [index, integration] of integrations.entries()) {
        await expect(cards.nth(index)).toContainText(integration.title)
        await expect(cards.nth(index).locator('.status')).toHaveText(status[locale][integration.status])
      }
    })

    test('/security shows its title and "coming soon"', async ({ page, request }) => {
      const copy = await cms(request).global('security-page', locale)
      await page.goto(localized(locale, '/security'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
      await expect(page.getByText(copy.status, { exact: true })).toBeVisible()
    })

    test('/help: four tiles, e-mail support presets the subject, live chat coming soon, direct contact', async ({
      page,
      request,
    }) => {
      const [copy, settings] = await Promise.all([
        cms(request).global('help-page', locale),
        cms(request).global('site-settings', locale),
      ])
      await page.goto(localized(locale, '/help'))
      const tiles = page.getByTestId('help-tiles').getByRole('listitem')
      await expect(tiles).toHaveCount(4)
      const tileLinks = page.getByTestId('help-tiles')
      await expect(tileLinks.getByRole('link', { name: copy.guides.title })).toHaveAttribute(
        'href',
        localized(locale, '/help/guides'),
      )
      await expect(tileLinks.getByRole('link', { name: copy.faq.title })).toHaveAttribute(
        'href',
        localized(locale, '/help/faq'),
      )
      await expect(tiles.filter({ hasText: copy.tutorials.title })).toContainText(status[locale]['coming-soon'])
      await tileLinks.getByRole('link', { name: copy.emailSupport.title }).click()
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === localized(locale, '/contact') &&
          url.searchParams.get('subject') === copy.emailSupport.subject,
      )
      await page.goBack()
      await expect(page.getByRole('heading', { name: copy.liveChat.title })).toBeVisible()
      await expect(page.locator(`a[href="mailto:${settings.supportEmail}"]`).first()).toBeVisible()
      await expect(page.getByText(settings.supportHours)).toBeVisible()
    })

    test('/help/faq shows every section as an accordion', async ({ page, request }) => {
      const sections = await cms(request).find('faq-sections', locale, 'sort=order')
      await page.goto(localized(locale, '/help/faq'))
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections.map((section) => section.title))
      const total = sections.reduce((sum, section) => sum + (section.questions?.length ?? 0), 0)
      await expect(page.locator('main').getByRole('group')).toHaveCount(total)
      // Each section is its own group: opening a question in one section leaves another section's open question open.
      const first = page.getByRole('main').locator('section').first().getByRole('group').first()
      const last = page.getByRole('main').locator('section').last().getByRole('group').last()
      await first.locator('summary').click()
      await last.locator('summary').click()
      await expect(last).toHaveAttribute('open')
      await expect(last.locator(':scope > div')).toBeVisible()
      await expect(first).toHaveAttribute('open')
      await expect(page.locator('details[open]')).toHaveCount(2)
    })

    test('/help/guides lists the planned topics', async ({ page, request }) => {
      const copy = await cms(request).global('guides-page', locale)
      await page.goto(localized(locale, '/help/guides'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
      for (const topic of copy.topics ?? [])
        await expect(page.getByRole('heading', { name: topic.title })).toBeVisible()
    })

    for (const [path, kind, sectionCount] of [
      ['/privacy', 'privacy', 13],
      ['/terms-of-service', 'terms', 22],
    ] as const) {
      test(`${path} renders the current published document with a table of contents`, async ({ page, request }) => {
        // The newest version that is not withdrawn (other tests withdraw the versions they publish).
        const current = (
          await cms(request).find('legal-documents', locale, `where[kind][equals]=${kind}&sort=-lastUpdated`)
        ).find((version) => !version.withdrawnAt)!
        await page.goto(localized(locale, path))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.title)
        await expect(page.locator('time').first()).toHaveAttribute('datetime', current.lastUpdated.slice(0, 10))
        const contents = page.locator('nav[aria-labelledby="legal-toc"] a')
        await expect(contents).toHaveCount(sectionCount)
        const last = current.sections!.at(-1)!
        await contents.last().click()
        await expect(page).toHaveURL(new RegExp(`#${last.anchor}$`))
        await expect(page.locator(`#${last.anchor}`).getByRole('heading')).toContainText(last.heading)
      })
    }
  })
}

test('every public page fits the screen without sideways scrolling', { tag: '@phone' }, async ({ page }) => {
  // Every public page in both languages in one test: more than the default minute when it shares the machine.
  test.slow()
  for (const locale of locales) {
    for (const path of [
      '/',
      '/plans',
      '/features',
      '/integrations',
      '/security',
      '/blog',
      '/blog/1',
      '/help',
      '/help/faq',
      '/help/guides',
      '/privacy',
      '/privacy/history',
      '/privacy/2025-07-15',
      '/terms-of-service',
      '/terms-of-service/history',
      '/contact',
    ]) {
      await page.goto(localized(locale, path))
      // On a phone an overflowing page widens the layout viewport itself, so compare with the device's width.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, localized(locale, path)).toBeLessThanOrEqual(page.viewportSize()!.width)
    }
  }
})
