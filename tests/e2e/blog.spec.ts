import { expect, test } from '@playwright/test'

import { cms, locales, localized } from '#tests/e2e/support/cms.ts'

const type = { es: { article: 'Artículo', tutorial: 'Tutorial' }, en: { article: 'Article', tutorial: 'Tutorial' } }

for (const locale of locales) {
  test.describe(`blog (${locale})`, () => {
    test('six cards with image, type, badge, title, description, date and read time; pagination; call to register', async ({
      page,
      request,
    }) => {
      const posts = await cms(request).find('posts', locale, 'sort=-publishedAt')
      expect(posts).toHaveLength(6)
      await page.goto(localized(locale, '/blog'))
      const cards = page.getByTestId('post-card')
      await expect(cards).toHaveCount(6)
      for (const [index, post] of posts.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading')).toHaveText(post.title)
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)
        await expect(card).toContainText(type[locale][post.type])
        await expect(card).toContainText(post.description)
        await expect(card).toContainText(String(post.readTimeMinutes))
        await expect(card.locator('time')).toHaveAttribute('datetime', post.publishedAt.slice(0, 10))
        await expect(card.locator('.badge--trending')).toHaveCount(post.trending ? 1 : 0)
      }
      const pagination = page.getByRole('navigation', { name: locale === 'es' ? 'Páginas del blog' : 'Blog pages' })
      await expect(pagination.locator('[aria-disabled="true"]')).toHaveCount(2)
      await expect(pagination.locator('[aria-current="page"]')).toHaveText('1')
      await expect(page.locator('main').locator(`a[href="${localized(locale, '/register')}"]`)).toBeVisible()
      expect((await request.get(localized(locale, '/blog/page/2'))).status()).toBe(404)
    })

    test('each of the six articles opens with every part the spec lists', async ({ page, request }) => {
      const posts = await cms(request).find('posts', locale, 'sort=articleNumber')
      expect(posts.map((post) => post.articleNumber)).toEqual([1, 2, 3, 4, 5, 6])
      for (const post of posts) {
        const response = await page.goto(localized(locale, `/blog/${post.articleNumber}`))
        expect(response?.status()).toBe(200)
        const article = page.locator('article')
        await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title)
        await expect(article).toContainText(post.description)
        await expect(article).toContainText(post.author)
        await expect(article).toContainText(type[locale][post.type])
        await expect(article.locator('time')).toHaveAttribute('datetime', post.publishedAt.slice(0, 10))
        await expect(article.getByRole('img')).toBeVisible()
        expect(await article.locator('.prose').innerText()).toMatch(/\S+(\s+\S+){399,}/)
        await expect(page.locator('aside').locator(`a[href="${localized(locale, '/register')}"]`)).toBeVisible()
        await expect(
          page
            .locator('main')
            .locator(`a[href="${localized(locale, '/blog')}"]`)
            .first(),
        ).toBeVisible()
        for (const href of await article
          .locator('.prose a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href, 'links inside the article lead to pages in its language').toMatch(
            locale === 'es' ? /^\/(?!en\b)/ : /^\/en\//,
          )
        }
      }
      await page
        .getByRole('link', { name: locale === 'es' ? '← Volver al blog' : '← Back to the blog' })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}$`))
    })

    test('an unknown article answers 404 with the spec message and a link back', async ({ page }) => {
      const response = await page.goto(localized(locale, '/blog/99'))
      expect(response?.status()).toBe(404)
      const [title, text] =
        locale === 'es'
          ? ['Artículo no encontrado', 'El artículo que buscas no está disponible.']
          : ['Article not found', 'The article you are looking for is not available.']
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(text)).toBeVisible()
      await page
        .locator('main')
        .getByRole('link', { name: locale === 'es' ? 'Volver al blog' : 'Back to the blog', exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}$`))
    })
  })
}
