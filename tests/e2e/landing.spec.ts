import { expect, test } from '@playwright/test'

import { cms, locales, localized } from './support/cms'

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
      for (const step of landing.howItWorks.steps!) await expect(page.getByRole('heading', { name: step.title, exact: true })).toBeVisible()
      await expect(page.getByTestId('benefits').getByRole('listitem')).toHaveCount(4)
      await expect(page.getByTestId('guarantee')).toContainText(landing.benefits.guarantee.title)

      const pricing = page.locator('#precios')
      await expect(pricing.getByRole('heading', { level: 2 })).toHaveText(landing.pricing.title)
      await expect(pricing.locator('[data-testid^="plan-"]').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(plans.length)
      await expect(pricing.getByTestId('plan-medico').getByTestId('plan-price')).toHaveText('$399')
      await expect(pricing.getByTestId('plan-clinica').getByTestId('plan-price')).toHaveText('$1,699')
      await expect(pricing.getByTestId('plan-clinica').locator('.plan__badge')).toBeVisible()
      await expect(pricing.getByTestId('plan-hospital').getByTestId('plan-price')).toHaveText(plans.find((plan) => plan.key === 'hospital')!.customPriceLabel!)
    })

    test('FAQ: five questions, at most one open, an open one closes, a link to /help', async ({ page, request }) => {
      const landing = await cms(request).global('landing', locale)
      await page.goto(localized(locale, '/'))
      const faq = page.locator('section', { has: page.getByRole('heading', { name: landing.faq.title }) })
      const questions = faq.locator('.faq__question')
      await expect(questions).toHaveCount(5)
      await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)

      await questions.nth(0).click()
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
      await expect(faq.getByRole('region')).toHaveCount(1)
      await questions.nth(2).click()
      await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
      await questions.nth(2).click()
      await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)

      await questions.nth(1).focus()
      await page.keyboard.press('Enter')
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
      await expect(faq.getByRole('link', { name: landing.faq.moreLabel })).toHaveAttribute('href', localized(locale, '/help'))
    })

    test('floating WhatsApp button opens a chat with the company number and the greeting', async ({ page, request }) => {
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

    test('footer: blog, /planes, help, contact, legal pages, social, sales e-mail and WhatsApp', async ({ page, request }) => {
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
