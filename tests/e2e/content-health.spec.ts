import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { internalLinkParagraph } from '#src/seed/richtext.ts'
import { signInToAdmin, staffCredentials } from '#tests/e2e/support/admin.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'
import { locales } from '#tests/e2e/support/cms.ts'

/**
 * Content health (issue 31) in the Spanish admin, as marketing uses it: unpublishing a post that
 * another links to names the linking post before confirming; confirming puts the broken link in
 * «Salud del contenido» (the check runs as a job after the unpublish); publishing it again clears
 * it. An image with no English alternative text is listed too.
 */
test.use({ locale: 'es-MX' })

type Post = { id: number; articleNumber: number; title: string; content: { root: { children: object[] } } }

/** Two published posts no other spec edits (internal-links.spec.ts uses the first two). */
async function twoPosts(request: APIRequestContext, authorization: string, locale: string): Promise<Post[]> {
  const response = await request.get(
    `/api/posts?locale=${locale}&depth=0&sort=articleNumber&limit=2&page=3&where[_status][equals]=published`,
    { headers: { authorization } },
  )
  return ((await response.json()) as { docs: Post[] }).docs
}

/** The view's items for one document, after the check the last change queued has run (a job, within seconds). */
async function expectFindings(page: Page, selector: string, count: number) {
  await expect(async () => {
    await page.goto('/admin/salud-del-contenido')
    await expect(page.locator(selector)).toHaveCount(count, { timeout: 500 })
  }).toPass({ timeout: 30_000 })
}

test('deleting, scheduling the unpublication of or unpublishing a linked post names the linking post; the broken link is listed until it is published again', async ({
  page,
  request,
}) => {
  const marketing = await staffLogin(request, 'marketing')
  const originals = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, await twoPosts(request, marketing, locale)])),
  ) as Record<string, Post[]>
  const [from, to] = originals.es
  const publish = (id: number) =>
    request.patch(`/api/posts/${id}?locale=es`, {
      headers: { authorization: marketing },
      data: { _status: 'published' },
    })
  try {
    for (const locale of locales) {
      const content = structuredClone(originals[locale][0].content)
      content.root.children.push(internalLinkParagraph(to.id, locale === 'es' ? 'Lee también' : 'Read also'))
      const saved = await request.patch(`/api/posts/${from.id}?locale=${locale}`, {
        headers: { authorization: marketing },
        data: { content, _status: 'published' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }

    await signInToAdmin(page, staffCredentials('marketing'))
    await page.goto(`/admin/collections/posts/${to.id}?locale=es`)
    const linkingPost = `${from.title} (Contenido)`

    // Deleting it and scheduling its unpublication warn the same way; cancelled here.
    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-delete').click()
    const deleting = page.locator(`#delete-${to.id}`)
    await expect(deleting.getByTestId('break-warning-doc')).toHaveText([linkingPost])
    await deleting.locator('#confirm-cancel').click()
    await expect(deleting.getByTestId('break-warning')).toBeHidden()
    await page.locator('.btn--withPopup:has(#action-save) .popup-button').click()
    await page.locator('#schedule-publish').click()
    const scheduling = page.locator(`#schedule-publish-${to.id}`)
    await expect(scheduling.getByTestId('break-warning')).toContainText('Si programas que se despublique')
    await expect(scheduling.getByTestId('break-warning-doc')).toHaveText([linkingPost])
    await page.keyboard.press('Escape')
    await expect(scheduling.getByTestId('break-warning')).toBeHidden()

    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-unpublish').click()
    const modal = page.locator(`#confirm-un-publish-${to.id}`)
    const warning = modal.getByTestId('break-warning')
    await expect(warning).toContainText('Otros documentos publicados enlazan aquí')
    await expect(warning.getByTestId('break-warning-doc')).toHaveText([linkingPost])
    await modal.locator('#confirm-action').click()
    await expect(page.locator('.payload-toast-container')).toContainText(/publicación retirada/i)

    const brokenLink = `[data-testid="health-item"][data-entity="posts"][data-doc="${from.id}"][data-problem="unpublished"]`
    await expectFindings(page, brokenLink, 2)
    const item = page.locator(`${brokenLink}[data-locale="es"]`)
    await expect(item).toContainText(`Enlace a un documento no publicado: /blog/${to.articleNumber}`)
    await expect(item.getByRole('link', { name: 'Abrir el campo' })).toHaveAttribute(
      'href',
      `/admin/collections/posts/${from.id}?locale=es#field-content`,
    )

    expect((await publish(to.id)).status()).toBe(200)
    await expectFindings(page, brokenLink, 0)
  } finally {
    await publish(to.id)
    for (const locale of locales)
      await request.patch(`/api/posts/${from.id}?locale=${locale}`, {
        headers: { authorization: marketing },
        data: { content: originals[locale][0].content, _status: 'published' },
      })
  }
})

test('an image without English alternative text is listed, with a link to its English field', async ({
  page,
  request,
}) => {
  const marketing = await staffLogin(request, 'marketing')
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a7"/></svg>'
  const created = await request.post('/api/media?locale=es', {
    headers: { authorization: marketing },
    multipart: {
      file: { name: `salud-${Date.now()}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
      _payload: JSON.stringify({ alt: 'Un cuadro verde' }),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await signInToAdmin(page, staffCredentials('marketing'))
    const missing = `[data-testid="health-item"][data-entity="media"][data-doc="${doc.id}"]`
    await expectFindings(page, missing, 1)
    const item = page.locator(missing)
    await expect(item).toHaveAttribute('data-problem', 'missing-alt')
    await expect(item).toContainText('Imagen sin texto alternativo')
    await expect(item).toContainText('Idioma: EN')
    await expect(item.getByRole('link', { name: 'Abrir el campo' })).toHaveAttribute(
      'href',
      `/admin/collections/media/${doc.id}?locale=en#field-alt`,
    )
  } finally {
    await request.delete(`/api/media/${doc.id}`, { headers: { authorization: marketing } })
  }
})
