import { publicRoutes } from '#src/routes.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

export type PublicPage = { route: string; locale: Locale; path: string }

/** Published blog articles (/blog/{n}) as an anonymous visitor sees them, read from the server's API. */
export async function articleRoutes(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/posts?limit=100&depth=0&locale=es&sort=articleNumber`, {
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`GET /api/posts answered ${response.status}: cannot list the blog's articles.`)
  const { docs } = (await response.json()) as { docs: Array<{ articleNumber: number }> }
  return docs.map((post) => `/blog/${post.articleNumber}`)
}

/**
 * Every public page in both languages: the routes of src/routes.ts (the one
 * list of public routes) and the published articles, Spanish first.
 */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const routes = [...publicRoutes, ...(await articleRoutes(baseUrl))]
  return routes.flatMap((route) => locales.map((locale) => ({ route, locale, path: localizedPath(locale, route) })))
}
