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
