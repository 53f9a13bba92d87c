/**
 * Screenshots for docs/admin.md, taken in Debian's chromium (CHROMIUM_PATH) against a running
 * server with the seed content: the login page, the dashboard, a post in the editor, its live
 * preview and the schedule dialog, «Salud del contenido», the warning before unpublishing a
 * linked post, and a release («Publicaciones conjuntas»): the list, the panel that adds a draft to
 * it, its edit screen with a conflict and the compare links, its schedule picker and the preview
 * banner on the site, in the Spanish admin. Whatever it changes for those it puts back.
 *
 *   TARGET_URL=http://127.0.0.1:3000 node scripts/admin-screenshots.ts
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type Page, chromium } from '@playwright/test'

import { internalLinkParagraph } from '#src/seed/richtext.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const base = process.env.TARGET_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
const out = (name: string) => path.join(root, 'docs', 'admin', `${name}.png`)

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  // Times as staff in Mexico City read them (the admin shows them in the browser's zone).
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  })
  await page.goto(`${base}/admin/login`)
  await page.locator('input[name="email"]').waitFor()
  await page.screenshot({ path: out('login') })

  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL || 'admin@example.com')
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD || 'admin-local-password')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.includes('/login'))
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('dashboard') })

  const posts = (await (await page.request.get(`${base}/api/posts?limit=1&depth=0&sort=-publishedAt`)).json()) as {
    docs: { id: number }[]
  }
  await page.goto(`${base}/admin/collections/posts/${posts.docs[0].id}`)
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('post-editor') })

  // Live preview: the post beside the editor, as the site will show it.
  await page.locator('#live-preview-toggler').click()
  await page.frameLocator('#live-preview-iframe').locator('h1:visible').first().waitFor({ timeout: 90_000 })
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('live-preview') })
  await page.locator('#live-preview-toggler').click()

  // The schedule dialog: the arrow beside «Publicar cambios» opens «Programar publicación».
  await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
  await page.locator('#schedule-publish').click()
  await page.getByRole('dialog').or(page.locator('.drawer__content')).first().waitFor()
  await page.waitForTimeout(500)
  await page.screenshot({ path: out('schedule-dialog') })
  await page.keyboard.press('Escape')

  // «Salud del contenido»: the findings of the last check.
  await page.goto(`${base}/admin/salud-del-contenido`)
  await page.locator('h1').first().waitFor()
  await page.screenshot({ path: out('content-health') })

  // The warning before unpublishing a post another post links to (the link is added, then removed).
  type Post = { id: number; content: { root: { children: object[] } } }
  const pair = (
    (await (await page.request.get(`${base}/api/posts?limit=2&depth=0&sort=articleNumber&locale=es`)).json()) as {
      docs: Post[]
    }
  ).docs
  const [from, to] = pair
  // A token, not the page's cookie: the server accepts the staff cookie only from the site's own pages.
  const login = await page.request.post(`${base}/api/users/login`, {
    data: {
      email: process.env.ADMIN_EMAIL || 'admin@example.com',
      password: process.env.ADMIN_PASSWORD || 'admin-local-password',
    },
  })
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const content = structuredClone(from.content)
  content.root.children.push(internalLinkParagraph(to.id, 'Lee también'))
  await page.request.patch(`${base}/api/posts/${from.id}?locale=es`, {
    headers,
    data: { content, _status: 'published' },
  })
  try {
    await page.goto(`${base}/admin/collections/posts/${to.id}?locale=es`)
    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-unpublish').click()
    await page.getByTestId('break-warning-doc').first().waitFor()
    await page.waitForTimeout(300)
    await page.screenshot({ path: out('unpublish-warning') })
  } finally {
    await page.request.patch(`${base}/api/posts/${from.id}?locale=es`, {
      headers,
      data: { content: from.content, _status: 'published' },
    })
  }

  await releaseScreens(page, headers)
  await pageScreens(page, headers)
} finally {
  await browser.close()
}
console.log(`Screenshots written to docs/admin/ from ${base}.`)

/**
 * A release as marketing prepares one: drafts of the Médico plan (saved again after it was added,
 * so its item shows a conflict) and of the landing, in a release named for the campaign. The
 * drafts go back to what is published and the release is deleted afterwards.
 */
async function releaseScreens(page: Page, headers: Record<string, string>) {
  type Plan = { id: number; priceAmount: number }
  const plan = (
    (await (await page.request.get(`${base}/api/plans?where[key][equals]=medico&depth=0&locale=es`)).json()) as {
      docs: Plan[]
    }
  ).docs[0]
  const landing = (await (await page.request.get(`${base}/api/globals/landing?depth=0&locale=es`)).json()) as {
    pricing: { note: string }
  }
  const draft = (path: string, method: 'patch' | 'post', data: object) =>
    page.request[method](`${base}/api/${path}?locale=es&draft=true`, { headers, data: { ...data, _status: 'draft' } })
  let releaseId: number | undefined
  try {
    await draft(`plans/${plan.id}`, 'patch', { priceAmount: 449 })
    await draft('globals/landing', 'post', {
      pricing: { ...landing.pricing, note: `${landing.pricing.note} Médico: $449 al mes.` },
    })
    const created = await page.request.post(`${base}/api/releases`, {
      headers,
      data: { name: 'Precio Médico 449', items: [{ targetType: 'global', target: 'landing' }] },
    })
    releaseId = ((await created.json()) as { doc: { id: number } }).doc.id

    // The list of releases, with their status and dates.
    await page.goto(`${base}/admin/collections/releases`)
    await page.locator('.table').first().waitFor()
    // «Creada por» names the staff member (rendered on the server: src/releases/components/StaffMember.tsx).
    await page.locator('.table tbody tr').first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: out('release-list') })

    // The plan's sidebar panel: the release chosen under «Añadir el borrador guardado a».
    await page.goto(`${base}/admin/collections/plans/${plan.id}?locale=es`)
    const panel = page.locator('.citaya-release-panel')
    await panel.locator('select').selectOption({ label: 'Precio Médico 449' })
    await panel.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    await page.screenshot({ path: out('release-panel') })
    await panel.getByRole('button', { name: 'Añadir', exact: true }).click()
    await panel.getByRole('link', { name: 'Precio Médico 449' }).waitFor()

    // Saved again after it was added: the release flags the plan's item as a conflict.
    await draft(`plans/${plan.id}`, 'patch', { priceAmount: 459 })
    await page.goto(`${base}/admin/collections/releases/${releaseId}`)
    await page.getByTestId('release-item-compare').first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: out('release-edit'), fullPage: true })

    // «Publicar el»: the calendar and time list, in Mexico City time by default.
    await page.locator('#field-scheduledAt .react-datepicker__input-container input').click()
    await page.locator('.react-datepicker__time-list-item').first().waitFor()
    await page.waitForTimeout(300)
    await page.screenshot({ path: out('release-schedule') })
    await page.keyboard.press('Escape')

    // «Vista previa del sitio»: the site as the release will leave it, with the banner naming it.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('release-preview-link').click(),
    ])
    await preview.setViewportSize({ width: 1280, height: 800 })
    await preview.locator('[data-testid="release-preview-banner"]').waitFor()
    await preview.goto(`${base}/plans`)
    await preview.locator('[data-testid="release-preview-banner"]').waitFor()
    await preview.waitForTimeout(500)
    await preview.screenshot({ path: out('release-preview') })
    await preview.goto(`${base}/api/releases/${releaseId}/preview?exit=1`)
    await preview.close()
  } finally {
    if (releaseId !== undefined) await page.request.delete(`${base}/api/releases/${releaseId}`, { headers })
    await draft(`plans/${plan.id}`, 'patch', { priceAmount: plan.priceAmount })
    await draft('globals/landing', 'post', { pricing: landing.pricing })
  }
}

/**
 * Making a page (docs/admin.md, «Making a page»): the seeded page for psychologists in the editor
 * and its blocks; a reusable section with «Dónde se usa»; and the redirect a publish makes when an
 * address changes, on a page made for it and deleted afterwards with its redirect.
 */
async function pageScreens(page: Page, headers: Record<string, string>) {
  const find = async (collection: string, query: string) =>
    (
      (await (await page.request.get(`${base}/api/${collection}?${query}&depth=0&locale=es`, { headers })).json()) as {
        docs: Array<{ id: number; slug?: string }>
      }
    ).docs
  const [psychologists] = await find('pages', 'where[slug][equals]=para-psicologos')
  await page.goto(`${base}/admin/collections/pages/${psychologists.id}?locale=es`)
  await page.locator('#field-title').waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('page-editor') })
  // The layout: each block collapsed to its row, in the order the page shows them.
  await page
    .getByRole('button', { name: /Contraer todo/i })
    .first()
    .click()
    .catch(() => {})
  await page.locator('#field-layout').scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  await page.screenshot({ path: out('page-blocks') })

  const [section] = await find('sections', 'limit=1')
  await page.goto(`${base}/admin/collections/sections/${section.id}?locale=es`)
  await page.getByTestId('section-usage').waitFor()
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: out('section-usage') })

  // A page published at one address, then moved: the redirect from the old address, made by the publish.
  const stamp = Date.now().toString(36)
  const created = await page.request.post(`${base}/api/pages?locale=es`, {
    headers,
    data: {
      title: 'Oferta de temporada',
      slug: `oferta-${stamp}`,
      hero: { headline: 'Oferta de temporada' },
      layout: [{ blockType: 'cta', heading: 'Empieza hoy', buttonLabel: 'Crear cuenta', action: 'register' }],
      _status: 'published',
    },
  })
  if (!created.ok()) throw new Error(`the example page was refused: ${await created.text()}`)
  const made = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    const moved = await page.request.patch(`${base}/api/pages/${made}?locale=es`, {
      headers,
      data: { slug: `oferta-buen-fin-${stamp}`, _status: 'published' },
    })
    if (!moved.ok()) throw new Error(`the address change was refused: ${await moved.text()}`)
    await page.goto(`${base}/admin/collections/redirects?where[from][equals]=/oferta-${stamp}`)
    await page.locator('.table tbody tr').first().waitFor()
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: out('page-address-redirect') })
  } finally {
    await page.request.delete(`${base}/api/pages/${made}`, { headers })
    for (const redirect of await find('redirects', `where[from][equals]=/oferta-${stamp}`))
      await page.request.delete(`${base}/api/redirects/${redirect.id}`, { headers })
  }
}
