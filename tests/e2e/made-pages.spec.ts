import { expect, test } from '@playwright/test'

import type { Footer, Page, Section } from '#src/payload-types.ts'
import { adminCredentials, signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { apiLogin, staffLogin } from '#tests/e2e/support/api.ts'
import { absolute, cms, cmsEditor, localized } from '#tests/e2e/support/cms.ts'

test.skip(({ isMobile }) => isMobile, 'addresses, blocks and crawler files do not depend on the screen width')

/** The seeded page for psychologists (src/seed/content/pages.ts), at its own address in each language. */
const addresses = { es: '/para-psicologos', en: '/for-psychologists' } as const

for (const locale of ['es', 'en'] as const) {
  test(`a page staff made opens at its ${locale} address with its blocks, live plans and breadcrumbs data (${locale})`, async ({
    page,
    request,
  }) => {
    const [made] = await cms(request).find('pages', locale, 'where[slug][equals]=' + addresses[locale].slice(1))
    expect(made, 'the seeded page').toBeTruthy()
    const plans = await cms(request).find('plans', locale)
    const response = await page.goto(localized(locale, addresses[locale]))
    expect(response?.status()).toBe(200)
    const main = page.getByTestId('made-page')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(made.hero.headline)
    // Every block type: cards, rich text, image with text, the reusable section's steps and call
    // to action, pricing, quote, integrations, FAQ and the contact form.
    expect(new Set(made.layout?.map((block) => block.blockType))).toEqual(
      new Set(['cards', 'richText', 'imageText', 'section', 'pricing', 'quote', 'integrations', 'faq', 'contactForm']),
    )
    const cards = made.layout?.find((block) => block.blockType === 'cards')
    await expect(main.getByRole('heading', { level: 2, name: cards!.heading! })).toBeVisible()
    const quote = made.layout?.find((block) => block.blockType === 'quote')
    await expect(main.locator('blockquote')).toContainText(quote!.quote)
    await expect(main.locator('ol li')).not.toHaveCount(0)
    // Pricing is the plans as Plans has them now (never copied into the page).
    const chosen = plans.find((plan) => plan.key === 'medico')!
    await expect(main.getByRole('heading', { level: 3, name: chosen.name }).first()).toBeVisible()
    const imageText = made.layout?.find((block) => block.blockType === 'imageText')
    await expect(main.getByRole('heading', { level: 2, name: imageText!.heading })).toBeVisible()
    const image = imageText!.image as { alt: string }
    await expect(main.getByRole('img', { name: image.alt })).toBeVisible()
    // The contact form with the block's subject already in it.
    const form = made.layout?.find((block) => block.blockType === 'contactForm')
    await expect(page.locator('#contact-subject')).toHaveValue(form!.subject!)
    // Canonical and the other language's own address.
    const other = locale === 'es' ? 'en' : 'es'
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(locale, addresses[locale]))
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      absolute(other, addresses[other]),
    )
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"') && text.includes(made.title))).toBe(true)
  })
}

test('a message sent from the page’s contact form is stored with its preset subject and the page’s address', async ({
  page,
  request,
}) => {
  const [made] = await cms(request).find('pages', 'es', 'where[slug][equals]=para-psicologos')
  const form = made.layout!.find((block) => block.blockType === 'contactForm')!
  // The form's code comes only when the visitor reaches the form (LazyContactForm), over a slow
  // network here: every script asked for after the page has loaded takes 1.5 s.
  const scripts: string[] = []
  let loaded = false
  await page.route('**/_next/static/**/*.js', async (route) => {
    if (!loaded) return route.continue()
    scripts.push(new URL(route.request().url()).pathname)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto(addresses.es, { waitUntil: 'load' })
  loaded = true
  await page.waitForTimeout(500)
  expect(scripts, 'no script fetched before the visitor reaches the form').toEqual([])
  // The visitor types their name while the code is on its way: it is kept when the live form
  // takes the server's place (a new element).
  const serverField = await page.locator('#contact-name').elementHandle()
  await page.locator('#contact-name').fill('Dra. Mariana Ríos')
  await expect.poll(() => scripts.length, { message: 'the form’s code, fetched on first use' }).toBeGreaterThan(0)
  await page.waitForFunction((field) => !field?.isConnected, serverField, { timeout: 15_000 })
  await expect(page.locator('#contact-name')).toHaveValue('Dra. Mariana Ríos')
  await expect(page.locator('#contact-name')).toBeFocused()
  await page.locator('#contact-email').fill('mariana.rios@example.com')
  const text = `Somos seis psicólogos ${Date.now().toString(36)}`
  await page.locator('#contact-message').fill(text)
  const sent = page.waitForResponse((r) => r.url().includes('/api/contact') && r.request().method() === 'POST')
  await page.locator('#contact-form button[type="submit"]').click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByTestId('contact-thanks')).toBeVisible()
  const admin = await apiLogin(request, adminCredentials.email, adminCredentials.password)
  const found = await request.get(`/api/contact-messages?where[message][equals]=${encodeURIComponent(text)}`, {
    headers: { authorization: admin },
  })
  const [stored] = ((await found.json()) as { docs: Array<Record<string, unknown>> }).docs
  expect(stored).toMatchObject({ subject: form.subject, page: addresses.es, language: 'es' })
})

test('the other language’s address leads to the twin; the route by id and an unknown address answer 404', async ({
  request,
}) => {
  const twin = await request.get('/en/para-psicologos', { maxRedirects: 0 })
  expect(twin.status()).toBe(302)
  expect(new URL(twin.headers().location!, 'http://x').pathname).toBe('/en/for-psychologists')
  for (const path of ['/para-psicologos-no-existe', '/en/for-nobody', '/made-page/1']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('the sitemap lists each language’s address with the other as its alternate', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1])
    .find((body) => body.includes(`<loc>${absolute('en', addresses.en)}</loc>`))
  expect(entry).toBeTruthy()
  expect(entry).toContain(`hreflang="es" href="${absolute('es', addresses.es)}"`)
  expect(xml).toContain(`<loc>${absolute('es', addresses.es)}</loc>`)
})

test('the footer links to the page in both languages', async ({ page }) => {
  await page.goto('/en')
  await page.locator('footer').getByRole('link', { name: 'For psychologists' }).click()
  await expect(page).toHaveURL(/\/en\/for-psychologists$/)
  await expect(page.getByTestId('made-page')).toBeVisible()
})

test.describe('in the Spanish admin', () => {
  test.use({ locale: 'es-MX' })

  test('a reusable section’s edit view shows where it is used, each page linking to its editor', async ({
    page,
    request,
  }) => {
    const marketing = await staffLogin(request, 'marketing')
    const response = await request.get('/api/sections?locale=es&depth=0&limit=100', {
      headers: { authorization: marketing },
    })
    const { docs } = (await response.json()) as { docs: Section[] }
    const section = docs.find((candidate) => candidate.title.startsWith('Cómo empezar'))!
    const [psychologists] = await cms(request).find('pages', 'es', 'where[slug][equals]=para-psicologos')
    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto(`/admin/collections/sections/${section.id}`)
    const usage = page.getByTestId('section-usage')
    await expect(usage).toContainText('Dónde se usa')
    await expect(usage.getByTestId('section-usage-page')).toHaveText([
      'Para psicólogos · For psychologists',
      'Para nutriólogos · For nutritionists',
    ])
    await usage.getByRole('link', { name: 'Para psicólogos · For psychologists' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${psychologists.id}`))
  })
})

test('a footer link chosen as a page leads to its address in each language and leaves the footer when the page is unpublished', async ({
  page,
  request,
}) => {
  const marketing = await staffLogin(request, 'marketing')
  const editor = cmsEditor(request, marketing)
  const slug = `pie-e2e-${Date.now()}`
  const created = await request.post('/api/pages?locale=es', {
    headers: { authorization: marketing },
    data: {
      title: 'Página del pie',
      slug,
      hero: { headline: 'Página del pie', visual: 'phone' },
      layout: [{ blockType: 'quote', quote: 'Cita', author: 'Ana' }],
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: Page }
  await editor.update('pages', doc.id, 'en', {
    title: 'Footer page',
    slug: `footer-e2e-${slug.slice(8)}`,
    hero: { headline: 'Footer page', visual: 'phone' },
    layout: doc.layout,
  })
  const original = await request.get('/api/globals/footer?locale=es&depth=0', { headers: { authorization: marketing } })
  const footer = (await original.json()) as Footer
  const columns = footer.columns ?? []
  try {
    await editor.updateGlobal('footer', 'es', {
      columns: [
        {
          ...columns[0],
          links: [...(columns[0].links ?? []), { label: 'Página del pie', kind: 'page', page: doc.id }],
        },
        ...columns.slice(1),
      ],
    })
    await expect(async () => {
      await page.goto('/')
      await expect(page.locator('footer').getByRole('link', { name: 'Página del pie' })).toHaveAttribute(
        'href',
        `/${slug}`,
        { timeout: 500 },
      )
    }).toPass({ timeout: 10_000 })
    await page.goto('/en')
    await expect(page.locator('footer').getByRole('link', { name: 'Página del pie' })).toHaveAttribute(
      'href',
      `/en/footer-e2e-${slug.slice(8)}`,
    )

    // Unpublished: the link leaves the footer (no link to a page that answers 404).
    await request.patch(`/api/pages/${doc.id}?locale=es`, {
      headers: { authorization: marketing },
      data: { _status: 'draft' },
    })
    await expect(async () => {
      await page.goto('/')
      await expect(page.locator('footer').getByRole('link', { name: 'Página del pie' })).toHaveCount(0, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000 })
  } finally {
    await editor.updateGlobal('footer', 'es', { columns })
    await request.delete(`/api/pages/${doc.id}`, { headers: { authorization: marketing } })
  }
})
