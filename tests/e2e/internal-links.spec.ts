import { expect, test } from '@playwright/test'

import { internalLinkParagraph } from '#src/seed/richtext.ts'
import { staffLogin } from '#tests/e2e/support/api.ts'
import { locales, localized } from '#tests/e2e/support/cms.ts'

type Post = { id: number; articleNumber: number; title: string; content: { root: { children: object[] } } }

test.describe('links inside content', () => {
  test("an internal link in a post's text leads to the linked post, in both languages", async ({ page, request }) => {
    const marketing = await staffLogin(request, 'marketing')
    const read = async (locale: string) =>
      (
        (await (
          await request.get(`/api/posts?locale=${locale}&depth=0&sort=articleNumber&limit=2`, {
            headers: { authorization: marketing },
          })
        ).json()) as { docs: Post[] }
      ).docs
    const originals = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await read(locale)])))
    const [from, to] = originals.es as Post[]
    const label = { es: 'Lee también este artículo', en: 'Read this article too' }
    try {
      for (const locale of locales) {
        const content = structuredClone(originals[locale][0].content)
        content.root.children.push(internalLinkParagraph(to.id, label[locale]))
        const saved = await request.patch(`/api/posts/${from.id}?locale=${locale}`, {
          headers: { authorization: marketing },
          data: { content },
        })
        expect(saved.status(), await saved.text()).toBe(200)
      }
      for (const locale of locales) {
        const target = localized(locale, `/blog/${to.articleNumber}`)
        const link = page.getByRole('link', { name: label[locale] })
        await expect(async () => {
          await page.goto(localized(locale, `/blog/${from.articleNumber}`))
          await expect(link).toHaveAttribute('href', target, { timeout: 500 })
        }).toPass({ timeout: 10_000 })
        // Server-rendered: the address is in the HTML itself.
        const html = await (await request.get(localized(locale, `/blog/${from.articleNumber}`))).text()
        expect(html).toContain(`href="${target}"`)
        await link.click()
        await expect(page).toHaveURL((url) => url.pathname === target)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          (originals[locale] as Post[]).find((post) => post.id === to.id)!.title,
        )
      }
    } finally {
      for (const locale of locales)
        await request.patch(`/api/posts/${from.id}?locale=${locale}`, {
          headers: { authorization: marketing },
          data: { content: originals[locale][0].content },
        })
    }
  })
})
