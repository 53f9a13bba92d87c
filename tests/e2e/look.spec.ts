import { type Locator, expect, test } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { cms, locales, localized } from '#tests/e2e/support/cms.ts'
import { createAccount, uniqueEmail } from '#tests/e2e/support/firebase.ts'

/**
 * What a visitor sees of issue 17's "Look": the hero's phone conversation (also without
 * JavaScript), the brand typeface, the plans on a phone, the blog covers, and the small things
 * (error colour, the WhatsApp button over an open FAQ answer, the contact page's hours, the toast
 * over the dashboard header). Each test sets its own viewport, so it runs in the desktop project only.
 */
const messages = { es, en }
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/** WCAG contrast ratio of two rgb()/rgba() colours (the second opaque). */
function contrast(foreground: string, background: string): number {
  const channels = (color: string) =>
    color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
  const luminance = (color: string) => {
    const [r, g, b] = channels(color).map((value) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

/** The text colour of an element and the first opaque background behind it. */
async function colours(locator: Locator): Promise<{ color: string; background: string }> {
  return locator.evaluate((element) => {
    let node: Element | null = element
    let background = 'rgb(255, 255, 255)'
    while (node) {
      const value = getComputedStyle(node).backgroundColor
      if (value && value !== 'transparent' && !/rgba\(.*, 0\)$/.test(value)) {
        background = value
        break
      }
      node = node.parentElement
    }
    return { color: getComputedStyle(element).color, background }
  })
}

/** Whether a tap anywhere along the element reaches it (nothing drawn over it), on each line it wraps onto. */
async function reachable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    [...element.getClientRects()].every((rect) =>
      Array.from({ length: 9 }, (_, index) => ({
        x: rect.x + rect.width * (0.05 + (0.9 * index) / 8),
        y: rect.y + rect.height / 2,
      })).every(({ x, y }) => {
        const hit = document.elementFromPoint(x, y)
        return Boolean(hit && (hit === element || element.contains(hit)))
      }),
    ),
  )
}

for (const locale of locales) {
  const m = messages[locale]

  test.describe(`look (${locale})`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the hero shows the phone with the whole sample conversation from the CMS, readable by screen readers', async ({
        page,
        request,
      }) => {
        const { hero } = await cms(request).global('landing', locale)
        const chat = hero.chat
        const conversation = chat.messages ?? []
        expect(conversation.filter((message) => message.sender === 'assistant').length).toBeGreaterThanOrEqual(4)
        await page.goto(localized(locale, '/'))

        const figure = page.getByRole('figure', { name: chat.caption })
        await expect(figure).toBeVisible()
        await expect(figure).toContainText(chat.contactName)
        const rows = figure.getByRole('list').getByRole('listitem')
        await expect(rows).toHaveCount(conversation.length)
        for (const [index, message] of conversation.entries()) {
          const row = rows.nth(index)
          await expect(row).toBeVisible()
          if (message.sender === 'day') {
            await expect(row).toHaveText(message.text)
            continue
          }
          // Visible text and time; the sender is named for screen readers ("Paciente: …").
          const sender = message.sender === 'patient' ? chat.patientLabel : chat.assistantLabel
          await expect(row).toHaveText(`${sender}: ${message.text}${message.time ?? ''}`)
          await expect(row).toHaveAttribute('data-sender', message.sender)
          await expect(row.locator('.chat__text')).toBeVisible()
        }
        // Patient on the right, assistant on the left, both inside the conversation on the phone's screen.
        const screen = (await figure.getByRole('list').boundingBox())!
        const first = (await figure.locator('[data-sender="patient"]').first().boundingBox())!
        const reply = (await figure.locator('[data-sender="assistant"]').first().boundingBox())!
        expect(first.x + first.width).toBeGreaterThan(reply.x + reply.width)
        expect(reply.x).toBeLessThan(first.x)
        for (const box of [first, reply]) {
          expect(box.x).toBeGreaterThanOrEqual(screen.x)
          expect(box.x + box.width).toBeLessThanOrEqual(screen.x + screen.width)
        }
      })
    })

    test('the hero conversation sits beside the heading on a desktop and under the buttons on a phone; no image, no script', async ({
      browser,
    }) => {
      for (const [name, options] of [
        ['desktop', { viewport: { width: 1366, height: 768 } }],
        ['phone', phone],
      ] as const) {
        const context = await browser.newContext(options)
        const page = await context.newPage()
        await page.goto(localized(locale, '/'))
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        const figure = page.getByTestId('hero-chat')
        // The figure: the phone and its caption above it.
        const phoneBox = (await figure.boundingBox())!
        if (name === 'desktop') {
          expect(phoneBox.x, 'phone to the right of the heading').toBeGreaterThan(heading.x + heading.width)
          // The whole phone is on the first screen.
          expect(phoneBox.y + phoneBox.height).toBeLessThanOrEqual(768)
        } else {
          const actions = (await page.getByTestId('hero-register').locator('..').boundingBox())!
          expect(phoneBox.y).toBeGreaterThan(actions.y + actions.height)
        }
        await expect(figure.locator('img, script, canvas, iframe')).toHaveCount(0)
        await context.close()
      }
    })

    test('the brand typeface is self-hosted, preloaded, swapped in and used by headings and text', async ({ page }) => {
      const fonts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font') fonts.push(response.url())
      })
      await page.goto(localized(locale, '/'))
      const preload = page.locator('link[rel="preload"][as="font"]')
      await expect(preload).toHaveCount(1)
      expect(new URL((await preload.getAttribute('href'))!, page.url()).origin).toBe(new URL(page.url()).origin)
      const face = await page.evaluate(async () => {
        await document.fonts.ready
        // Web fonts only: a fallback face on a local font (Arial, Roboto) loads where the machine has it.
        const loaded = [...document.fonts].filter((font) => font.status === 'loaded' && !/Fallback/.test(font.family))
        return {
          families: loaded.map((font) => font.family.replace(/['"]/g, '')),
          display: loaded.map((font) => font.display),
          ranges: loaded.map((font) => font.unicodeRange),
        }
      })
      expect(face.families).toHaveLength(1)
      expect(face.display).toEqual(['swap'])
      // The site's subset (src/fonts/brand.ts): Spanish and the typographic marks, not the whole of Unicode.
      const covers = (character: string) =>
        face.ranges[0]!.split(',').some((part) => {
          const [first, last = first] = part
            .trim()
            .replace(/^U\+/i, '')
            .split('-')
            .map((hex) => parseInt(hex, 16))
          return character.codePointAt(0)! >= first! && character.codePointAt(0)! <= last!
        })
      expect(['a', 'ñ', 'Ú', '¿', '«', '–', '’', '…'].filter((character) => !covers(character))).toEqual([])
      expect(['€', 'Ж', '←'].filter(covers)).toEqual([])
      expect(fonts).toHaveLength(1)
      expect(new URL(fonts[0]!).origin).toBe(new URL(page.url()).origin)
      for (const selector of ['h1', 'h1 + p', '[data-testid="site-nav"] a, [data-testid="menu-open"]']) {
        const family = await page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily)
        expect(family.split(',')[0]!.replace(/['"]/g, '').trim()).toBe(face.families[0])
        // The fallback next/font measured (size-adjusted Arial) comes right after it, then the one
        // on Roboto for Android (globals.css).
        expect(family.split(',')[1]).toMatch(/Fallback/)
        expect(family.split(',')[2]).toMatch(/Plus Jakarta Sans Roboto Fallback/)
      }
    })

    test('plans on a phone: one table compares them, the popular one marked; cards with check marks; no gap above /plans heading', async ({
      browser,
      request,
    }) => {
      const plans = await cms(request).find('plans', locale, 'sort=order')
      const popular = plans.find((plan) => plan.mostPopular)!
      const context = await browser.newContext(phone)
      const page = await context.newPage()
      await page.goto(localized(locale, '/plans'))

      const table = page.getByRole('table', { name: m.pricing.compareCaption })
      await expect(table).toBeVisible()
      await expect(table.getByRole('columnheader')).toHaveText([m.pricing.plan, m.pricing.price, m.pricing.numbers])
      const rows = table.locator('tbody').getByRole('row')
      await expect(rows).toHaveCount(plans.length)
      for (const [index, plan] of plans.entries()) {
        await expect(rows.nth(index).getByRole('rowheader')).toContainText(plan.name)
        if (plan.priceAmount == null) await expect(rows.nth(index)).toContainText(plan.customPriceLabel!)
      }
      await expect(rows.nth(plans.indexOf(popular))).toContainText(m.pricing.mostPopular)
      await expect(table).toContainText('$399')
      await expect(table).toContainText('$1,699')
      // The whole table is on the first screen with the heading.
      expect((await table.boundingBox())!.y + (await table.boundingBox())!.height).toBeLessThanOrEqual(844)
      // A row's name leads to its card.
      await rows.nth(plans.indexOf(popular)).getByRole('link').click()
      await expect(page.getByTestId(`plan-${popular.key}`)).toBeInViewport()

      // The heading starts close under the fixed header (no doubled padding).
      const header = (await page.getByTestId('site-header').boundingBox())!
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(heading.y - (header.y + header.height)).toBeLessThanOrEqual(64)

      const card = page.getByTestId(`plan-${popular.key}`)
      await expect(card.getByTestId('plan-badge')).toHaveText(m.pricing.mostPopular)
      const items = card.getByRole('listitem')
      await expect(items).toHaveCount(popular.features!.length)
      await expect(items.first().locator('svg')).toBeVisible()
      expect(await items.first().evaluate((element) => getComputedStyle(element).listStyleType)).toBe('none')
      await context.close()

      // On a desktop the cards sit side by side and the table is not shown.
      const desktop = await browser.newContext({ viewport: { width: 1366, height: 768 } })
      const wide = await desktop.newPage()
      await wide.goto(localized(locale, '/plans'))
      await expect(wide.getByRole('table')).toBeHidden()
      const tops = await wide
        .locator('article[data-testid^="plan-"]')
        .evaluateAll((cards) => cards.map((element) => Math.round(element.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      await desktop.close()
    })

    test('each blog post has its own cover image', async ({ page, request }) => {
      const posts = await cms(request).find('posts', locale, 'sort=articleNumber')
      expect(posts).toHaveLength(6)
      await page.goto(localized(locale, '/blog'))
      const sources = await page
        .getByTestId('post-card')
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
        )
      expect(sources).toHaveLength(6)
      const bodies = await Promise.all(
        sources.map(async (source) => Buffer.from(await (await request.get(source)).body()).toString('base64')),
      )
      expect(new Set(bodies).size).toBe(6)
    })

    test('form errors are in the error colour with at least 4.5:1 contrast', async ({ page }) => {
      await page.goto(localized(locale, '/contact'))
      await page.getByRole('button', { name: m.contact.form.submit }).click()
      // The form's own message once hydrated, or the no-JavaScript answer page's: both in red.
      const error = page.locator('.field__error').first()
      await expect(error).toBeVisible()
      const { color, background } = await colours(error)
      expect(color).toBe('rgb(185, 28, 28)')
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
    })

    test('a button keeps its text readable (at least 4.5:1) under the pointer', async ({ page }) => {
      await page.goto(localized(locale, '/plans'))
      const buttons = page.locator('main .button')
      // The plans show both kinds: the popular plan's filled button and the others' outlined ones.
      expect(await buttons.count()).toBeGreaterThanOrEqual(3)
      for (const button of await buttons.all()) {
        await button.hover()
        const { color, background } = await colours(button)
        expect(
          contrast(color, background),
          `${await button.innerText()}: ${color} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5)
      }
    })

    test('the contact page states the WhatsApp hours once', async ({ page, request }) => {
      const settings = await cms(request).global('site-settings', locale)
      await page.goto(localized(locale, '/contact'))
      const card = page.getByTestId('contact-whatsapp-card')
      await expect(card).toContainText(settings.supportHours)
      const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
      expect(text.split(settings.supportHours).length - 1).toBe(1)
      // Nor in other words: the card's description does not repeat a time of day.
      expect(await card.locator('p').first().innerText()).not.toMatch(/\d{1,2}:\d{2}/)
    })

    test('on a phone the WhatsApp button does not cover a link in an open FAQ answer', async ({ browser }) => {
      const context = await browser.newContext(phone)
      const page = await context.newPage()
      await page.goto(localized(locale, '/'))
      const button = page.getByTestId('whatsapp-button')
      await expect(button).toBeVisible()
      const floating = (await button.boundingBox())!
      const items = page.locator('details', { has: page.locator('div a') })
      expect(await items.count()).toBeGreaterThan(0)
      for (let index = 0; index < (await items.count()); index++) {
        const item = items.nth(index)
        await item.locator('summary').click()
        await expect(item).toHaveAttribute('open')
        const links = item.locator('div a')
        for (let n = 0; n < (await links.count()); n++) {
          const link = links.nth(n)
          // Scroll the link to the height where the button floats.
          const box = (await link.boundingBox())!
          await page.evaluate(
            (delta) => window.scrollBy({ top: delta, behavior: 'instant' }),
            box.y + box.height / 2 - (floating.y + floating.height / 2),
          )
          await expect(button).toBeHidden()
          await expect.poll(() => reachable(link), { message: `link ${n} of answer ${index}` }).toBe(true)
        }
        // Closed again: the button is back.
        await item.locator('summary').click()
        await expect(button).toBeVisible()
      }
      await context.close()
    })

    test('on a phone the sign-in toast leaves the header and the logout button free', async ({ browser }) => {
      const email = uniqueEmail(`toast-${locale}`)
      const password = 'clave-segura-123'
      await createAccount(email, password)
      const context = await browser.newContext(phone)
      const page = await context.newPage()
      await page.goto(localized(locale, '/login'))
      await page.getByLabel(m.auth.fields.email, { exact: true }).fill(email)
      await page.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
      await page.getByRole('button', { name: m.auth.login.submit, exact: true }).click()
      const toast = page.getByRole('region', { name: m.toast.region }).getByText(m.auth.login.success)
      await expect(toast).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/dashboard')}$`))
      const logout = page.getByRole('button', { name: m.dashboard.logout })
      await expect(logout).toBeVisible()
      await expect(toast).toBeVisible()
      const header = (await page.getByTestId('site-header').boundingBox())!
      // Where the toast comes to rest: sonner slides it in from above, so measure once it has landed.
      const toastBox = page.locator('[data-sonner-toast]').first()
      await expect
        .poll(async () => (await toastBox.boundingBox())!.y, { timeout: 5000 })
        .toBeGreaterThanOrEqual(header.y + header.height)
      expect(await reachable(logout)).toBe(true)
      // The header holds the logo, greeting, language menu and logout: the brand's name is for
      // screen readers only here, and nothing spills past the screen's edge.
      const brand = page.getByTestId('brand-name')
      const name = (await brand.textContent())!.trim()
      await expect(page.getByTestId('site-header').getByRole('link', { name, exact: true })).toBeVisible()
      expect((await brand.boundingBox())!.width).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await context.close()
    })
  })
}

test('the Spanish greetings are gender-neutral', async ({ request }) => {
  // "Bienvenido" (masculine) or "Bienvenida" as an adjective; "te damos la bienvenida" (a noun) is neutral.
  const gendered = /\bbienvenidos?\b|^¡?bienvenidas?\b/i
  expect(es.auth.login.success).not.toMatch(gendered)
  const dashboard = await cms(request).global('dashboard-page', 'es')
  expect(dashboard.welcome).not.toMatch(gendered)
})
