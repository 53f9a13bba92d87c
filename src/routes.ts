/**
 * The site's routes, in one list (paths without the /en prefix): the sitemap, robots.txt, the
 * proxy's gate, the caching front's never-cached paths, the build report, the benchmark, the
 * Lighthouse audit and the accessibility and security-header tests all derive from it.
 */

/** Public routes that have an SEO record in the admin. */
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

/** Pages behind sign-in: rendered per request, never in the sitemap, no budgets; the proxy's gate sends visitors without a session to /login. */
export const privateRoutes: readonly SeoRoute[] = ['/dashboard']

/** The doctors' sign-in pages: the same page for everyone (cached like any public page); never a redirect source. */
export const accountRoutes: readonly SeoRoute[] = ['/login', '/register']

/**
 * A doctor's account actions reached without a session (src/account-actions): the forgotten
 * password's form and the page every account mail's link opens. No SEO record: never indexed,
 * never in the sitemap, never a redirect source (a redirect could send a reset link's code to a
 * look-alike page).
 */
export const accountActionRoutes = ['/forgot-password', '/account/action'] as const

/** The legal documents: each one's page, and below it its history, every version and their PDFs. */
export const legalRoutes: readonly SeoRoute[] = ['/privacy', '/terms-of-service']

/** Staff-only previews of unpublished content (the admin's live preview, legal drafts): 404 for anyone else, never indexed or cached. */
export const previewRoutes = ['/preview', '/legal-preview'] as const

/** Paths outside the localized site: Payload's admin and every API. */
export const systemRoutes = ['/admin', '/api'] as const

/**
 * Paths no redirect may start from (src/redirects), in any language and below them: the system,
 * where visitors sign in, register and find their dashboard, the legal documents and the previews.
 * A redirect there could send a doctor's sign-in to a look-alike page or hide a legal text.
 */
export const unredirectableRoutes: readonly string[] = [
  ...systemRoutes,
  ...accountRoutes,
  ...accountActionRoutes,
  ...privateRoutes,
  ...legalRoutes,
  ...previewRoutes,
]

/**
 * Every public page (without the blog's articles, whose ids come from the CMS): the one list the
 * sitemap, the build report, the benchmark, the Lighthouse audit and the accessibility and
 * security-header tests go through.
 */
export const publicRoutes: readonly SeoRoute[] = seoRoutes.filter((route) => !privateRoutes.includes(route))

/**
 * The page globals with a live preview, by the name in their preview address (/preview/page/{name}):
 * every page global whose screen is public, plus the doctors' sign-in copy and dashboard.
 */
export const pagePreviewGlobals = {
  help: 'help-page',
  contact: 'contact-page',
  features: 'features-page',
  integrations: 'integrations-page',
  security: 'security-page',
  guides: 'guides-page',
  blog: 'blog-page',
  account: 'account-page',
  dashboard: 'dashboard-page',
} as const

export type PagePreviewName = keyof typeof pagePreviewGlobals

export function isPagePreviewName(name: string): name is PagePreviewName {
  return Object.hasOwn(pagePreviewGlobals, name)
}
