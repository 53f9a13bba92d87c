import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { publicRoutes } from '#src/routes.ts'
import { cms, locales, localized, type Locale } from '#tests/e2e/support/cms.ts'

/** Every public route (the one list in src/routes.ts) in both languages. */
export const publicPages: Array<{ route: string; locale: Locale; path: string }> = publicRoutes.flatMap((route) =>
  locales.map((locale) => ({ route, locale, path: localized(locale, route) })),
)

/** The published blog articles' paths in a language, as the CMS lists them. */
export async function articlePaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const posts = await cms(request).find('posts', locale, 'sort=articleNumber')
  expect(posts.length, 'published articles').toBeGreaterThan(0)
  return posts.map((post) => localized(locale, `/blog/${post.articleNumber}`))
}

/** Opens a page and fails with a clear message when it does not answer 200 (e.g. not built on this branch). */
export async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  const status = response?.status()
  expect(
    status,
    status === 404 ? `${path} answered 404: this route has no page on this branch yet` : `${path} answered ${status}`,
  ).toBe(200)
}

/** The published pages staff made from blocks, at their addresses in a language (as the site's own lookup lists them). */
export async function madePagePaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const response = await request.get('/api/site/known-paths')
  expect(response.status(), '/api/site/known-paths').toBe(200)
  const known = (await response.json()) as Record<Locale, { pages: Record<string, number> }>
  const paths = Object.keys(known[locale].pages)
  expect(paths.length, 'published made pages').toBeGreaterThan(0)
  return paths.map((path) => localized(locale, path))
}
