import { type Page, expect, test } from '@playwright/test'

import { cms, locales, localized } from '#tests/e2e/support/cms.ts'

/** Whether the element's top edge is within the viewport, below the fixed header. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect()
    return top >= 0 && top < window.innerHeight / 2
  })
}

async function headerLink(page: Page, isMobile: boolean, name: string) {
  if (isMobile) {
    await page.getByTestId('menu-open').click()
    return page.getByTestId('menu-drawer').getByRole('link', { name, exact: true })
  }
  return page.locator('header').getByRole('link', { name, exact: true })
}

for (const locale of locales) {
  test.describe(`header navigation (${locale})`, { tag: '@phone' }, () => {
    test('links to contact, help, login and register; pricing scrolls to #precios; home scrolls to the top', async ({
      page,
      request,
      isMobile,
    }) => {
      const header = await cms(request).global('header', locale)
      const links = header.links ?? []
      expect(links.map((link) => link.href)).toEqual(['/', '/#precios', '/contact', '/help', '/login', '/register'])
      const [home, pricing, contact, help] = links

      await page.goto(localized(locale, '/'))
      await (await headerLink(page, isMobile, pricing.label)).click()
      await expect.poll(() => inView(page, '#precios')).toBe(true)
      await (await headerLink(page, isMobile, home.label)).click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

      await (await headerLink(page, isMobile, help.label)).click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/help')}$`))
      await (await headerLink(page, isMobile, pricing.label)).click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}#precios$`))
      await expect.poll(() => inView(page, '#precios')).toBe(true)

      for (const link of [contact, ...links.slice(4)]) {
        const nav = isMobile ? page.getByTestId('menu-drawer') : page.getByTestId('site-nav')
        await expect(nav.locator(`a[href="${localized(locale, link.href ?? '')}"]`)).toHaveCount(1)
      }
    })
  })
}

test(
  'on the landing itself the pricing link scrolls after 100 ms, as from other pages',
  { tag: '@phone' },
  async ({ page, isMobile, request }) => {
    const [, pricing] = (await cms(request).global('header', 'es')).links ?? []
    await page.clock.install()
    await page.goto('/')
    const trigger = isMobile ? page.getByTestId('menu-open') : null
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    if (trigger) await trigger.click()
    await (isMobile ? page.getByTestId('menu-drawer') : page.getByTestId('site-nav'))
      .getByRole('link', { name: pricing.label, exact: true })
      .click()
    await page.clock.runFor(90)
    expect(await page.evaluate(() => window.scrollY), 'no scrolling before 100 ms').toBe(0)
    await expect(page).toHaveURL(/\/#precios$/)
    await page.clock.runFor(20)
    await expect.poll(() => inView(page, '#precios')).toBe(true)
  },
)

test.describe('keyboard on the landing', { tag: '@phone' }, () => {
  /** Where keyboard focus is: inside which of the given regions. */
  const focusIn = (page: Page, selector: string) =>
    page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), selector)

  for (const locale of locales) {
    test(`the skip link moves focus to the content: the next Tab continues there (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/'))
      await page.keyboard.press('Tab')
      await expect(page.locator('.skip-link')).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page.locator('#content')).toBeFocused()
      await page.keyboard.press('Tab')
      expect(await focusIn(page, '#content'), 'the Tab after the skip link stays in the content').toBe(true)
      expect(await focusIn(page, 'header')).toBe(false)
    })

    test(`the header's pricing link moves focus to the pricing section (${locale})`, async ({
      page,
      request,
      isMobile,
    }) => {
      const [, pricing] = (await cms(request).global('header', locale)).links ?? []
      await page.goto(localized(locale, '/'))
      if (isMobile) {
        await page.getByTestId('menu-open').focus()
        await page.keyboard.press('Enter')
        await page.getByTestId('menu-drawer').getByRole('link', { name: pricing.label, exact: true }).focus()
      } else {
        await page.getByTestId('site-nav').getByRole('link', { name: pricing.label, exact: true }).focus()
      }
      await page.keyboard.press('Enter')
      await expect(page.locator('#precios')).toBeFocused()
      await expect.poll(() => inView(page, '#precios')).toBe(true)
      await page.keyboard.press('Tab')
      expect(await focusIn(page, '#precios'), 'the Tab after the pricing link continues in the pricing section').toBe(
        true,
      )
    })
  }
})

test.describe('mobile drawer', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the small-screen navigation')

  test('is a dialog that keeps focus, closes with Escape and when a link is chosen', async ({ page, request }) => {
    const header = await cms(request).global('header', 'es')
    await page.goto('/')
    await expect(page.getByTestId('site-nav')).toBeHidden()
    const trigger = page.getByTestId('menu-open')
    await trigger.click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await drawer.getByRole('link', { name: header.links![3].label, exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/help$/)
  })
})

test.describe('site links', () => {
  test('go to their page without reloading it (client-side), and a new tab or a page without JavaScript still works', async ({
    page,
    browser,
    request,
  }) => {
    const [, , contact, help] = (await cms(request).global('header', 'es')).links ?? []
    await page.goto('/plans')
    // A reload would lose this: only a client-side navigation keeps the document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('header').getByRole('link', { name: help.label, exact: true }).click()
    await expect(page).toHaveURL(/\/help$/)
    await expect(page.locator('h1')).toBeVisible()
    await page.locator('footer a[href="/blog"]').click()
    await expect(page).toHaveURL(/\/blog$/)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // Ctrl/⌘-click is the browser's (a new tab), not a navigation of this page.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator('header')
        .getByRole('link', { name: contact.label, exact: true })
        .click({ modifiers: ['ControlOrMeta'] }),
    ])
    await expect(page).toHaveURL(/\/blog$/)
    await popup.close()

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto('/en/plans')
    await plain
      .locator('header')
      .getByRole('link', { name: (await cms(request).global('header', 'en')).links![3].label, exact: true })
      .click()
    await expect(plain).toHaveURL(/\/en\/help$/)
    await noScript.close()
  })
})
