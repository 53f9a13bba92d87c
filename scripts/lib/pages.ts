import { publicRoutes } from '#src/routes.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

/** `made`: a page staff made from blocks (held to the landing's budgets). */
export type PublicPage = { route: string; locale: Locale; path: string; made?: true }

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
 * The published pages staff made from blocks, in each language at that language's own address
 * (`route` is the address without the language prefix), as the site's own lookup lists them.
 */
export async function madePages(baseUrl: string): Promise<PublicPage[]> {
  const response = await fetch(`${baseUrl}/api/site/known-paths`, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok)
    throw new Error(`GET /api/site/known-paths answered ${response.status}: cannot list the made pages.`)
  const known = (await response.json()) as Record<Locale, { pages: Record<string, number> }>
  return locales.flatMap((locale) =>
    Object.keys(known[locale]?.pages ?? {}).map((route) => ({
      route,
      locale,
      path: localizedPath(locale, route),
      made: true as const,
    })),
  )
}

/**
 * Every public page in both languages: the routes of src/routes.ts (the one list of public
 * routes), the published articles, then the pages staff made from blocks; Spanish first.
 */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const routes = [...publicRoutes, ...(await articleRoutes(baseUrl))]
  const pages = routes.flatMap((route) =>
    locales.map((locale) => ({ route, locale, path: localizedPath(locale, route) })),
  )
  return [...pages, ...(await madePages(baseUrl))]
}
