import { expect, test } from '@playwright/test'

import { cms, locales, localized } from '#tests/e2e/support/cms.ts'

for (const locale of locales) {
  test.describe(`landing page (${locale})`, () => {
    test('hero, three steps, four benefits with the guarantee, pricing at #precios', async ({ page, request }) => {
      const landing = await cms(request).global('landing', locale)
      const plans = await cms(request).find('plans', locale, 'sort=order')
      await page.goto(localized(locale, '/'))

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.hero.title)
      await expect(page.getByTestId('hero-register')).toHaveAttribute('href', localized(locale, '/register'))
      const demo = new URL((await page.getByTestId('hero-demo').getAttribute('href'))!, 'http://site')
      expect(demo.pathname).toBe(localized(locale, '/contact'))
      expect(demo.searchParams.get('subject')).toBe(landing.hero.demoSubject)
      expect(demo.searchParams.get('message')).toBe(landing.hero.demoMessage)

      expect(landing.howItWorks.steps).toHaveLength(3)
      for (const step of landing.howItWorks.steps!)
        await expect(page.getByRole('heading', { name: step.title, exact: true })).toBeVisible()
      await expect(page.getByTestId('benefits').getByRole('listitem')).toHaveCount(4)
      await expect(page.getByTestId('guarantee')).toContainText(landing.benefits.guarantee.title)

      const pricing = page.locator('#precios')
      await expect(pricing.getByRole('heading', { level: 2 })).toHaveText(landing.pricing.title)
      await expect(
        pricing.locator('[data-testid^="plan-"]').filter({ has: page.getByRole('heading', { level: 3 }) }),
      ).toHaveCount(plans.length)
      await expect(pricing.getByTestId('plan-medico').getByTestId('plan-price')).toHaveText('$399')
      await expect(pricing.getByTestId('plan-clinica').getByTestId('plan-price')).toHaveText('$1,699')
      await expect(pricing.getByTestId('plan-clinica').getByTestId('plan-badge')).toBeVisible()
      await expect(pricing.getByTestId('plan-hospital').getByTestId('plan-price')).toHaveText(
        plans.find((plan) => plan.key === 'hospital')!.customPriceLabel!,
      )
    })

    test('FAQ: five questions, at most one open, an open one closes, a link to /help', async ({ page, request }) => {
      const landing = await cms(request).global('landing', locale)
      const sections = await cms(request).find('faq-sections', locale, 'sort=order')
      const shown = sections.flatMap((section) => section.questions ?? []).filter((question) => question.showOnLanding)
      await page.goto(localized(locale, '/'))
      const faq = page.locator('section', { has: page.getByRole('heading', { name: landing.faq.title }) })
      // Each question is a disclosure (details, role group) whose summary holds the question as a heading.
      const items = faq.getByRole('group')
      const question = (index: number) => items.nth(index).locator('summary')
      const answer = (index: number) => items.nth(index).locator(':scope > div')
      await expect(items).toHaveCount(5)
      await expect(faq.getByRole('heading', { level: 3 })).toHaveText(shown.map((item) => item.question))
      for (let index = 0; index < 5; index++) {
        await expect(items.nth(index)).not.toHaveAttribute('open')
        await expect(answer(index)).toBeHidden()
      }

      await question(0).click()
      await expect(items.nth(0)).toHaveAttribute('open')
      await expect(answer(0)).toBeVisible()
      await question(2).click()
      await expect(items.nth(2)).toHaveAttribute('open')
      await expect(answer(2)).toBeVisible()
      await expect(items.nth(0)).not.toHaveAttribute('open')
      await expect(answer(0)).toBeHidden()
      await question(2).click()
      await expect(items.nth(2)).not.toHaveAttribute('open')
      await expect(answer(2)).toBeHidden()

      // Keyboard: Tab reaches the questions; Enter opens one, Space on another opens it and closes the first, Space again closes it.
      await question(0).focus()
      await page.keyboard.press('Tab')
      await expect(question(1)).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(items.nth(1)).toHaveAttribute('open')
      await expect(answer(1)).toBeVisible()
      await question(3).focus()
      await page.keyboard.press('Space')
      await expect(items.nth(3)).toHaveAttribute('open')
      await expect(items.nth(1)).not.toHaveAttribute('open')
      await page.keyboard.press('Space')
      await expect(items.nth(3)).not.toHaveAttribute('open')
      await expect(faq.locator('details[open]')).toHaveCount(0)
      await expect(faq.getByRole('link', { name: landing.faq.moreLabel })).toHaveAttribute(
        'href',
        localized(locale, '/help'),
      )
    })

    test('floating WhatsApp button opens a chat with the company number and the greeting', async ({
      page,
      request,
    }) => {
      const settings = await cms(request).global('site-settings', locale)
      await page.goto(localized(locale, '/'))
      const button = page.getByTestId('whatsapp-button')
      await expect(button).toBeVisible()
      const href = new URL((await button.getAttribute('href'))!)
      expect(href.host).toBe('wa.me')
      expect(href.pathname).toBe(`/${settings.whatsappNumber}`)
      expect(href.searchParams.get('text')).toBe(settings.whatsappGreeting)
      await expect(button).toHaveAttribute('target', '_blank')
    })

    test('footer: blog, /planes, help, contact, legal pages, social, sales e-mail and WhatsApp', async ({
      page,
      request,
    }) => {
      const settings = await cms(request).global('site-settings', locale)
      await page.goto(localized(locale, '/'))
      const footer = page.locator('footer')
      for (const path of ['/blog', '/planes', '/help', '/contact', '/privacy', '/terms-of-service']) {
        await expect(footer.locator(`a[href="${localized(locale, path)}"]`)).toHaveCount(1)
      }
      await expect(footer.locator(`a[href="mailto:${settings.salesEmail}"]`)).toBeVisible()
      await expect(footer.locator(`a[href^="https://wa.me/${settings.whatsappNumber}"]`)).toBeVisible()
      for (const link of settings.socialLinks ?? []) await expect(footer.locator(`a[href="${link.url}"]`)).toBeVisible()
      await footer.locator(`a[href="${localized(locale, '/planes')}"]`).click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/plans')}$`))
    })
  })
}
