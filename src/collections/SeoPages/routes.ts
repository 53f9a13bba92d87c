/** Public routes that have an SEO record in the admin (paths without the /en prefix). */
export const seoRoutes = [
  '/',
  '/plans',
  '/features',
  '/integrations',
  '/security',
  '/blog',
  '/help',
  '/help/faq',
  '/help/guides',
  '/privacy',
  '/privacy/history',
  '/terms-of-service',
  '/terms-of-service/history',
  '/contact',
  '/login',
  '/register',
  '/dashboard',
] as const

export type SeoRoute = (typeof seoRoutes)[number]

/** Pages behind sign-in: rendered per request, never in the sitemap, no budgets. */
export const privateRoutes: readonly SeoRoute[] = ['/dashboard']

/**
 * Every public page (without the blog's articles, whose ids come from the CMS): the one list the
 * sitemap, the build report, the benchmark, the Lighthouse audit and the accessibility and
 * security-header tests go through.
 */
export const publicRoutes: readonly SeoRoute[] = seoRoutes.filter((route) => !privateRoutes.includes(route))
