/**
 * The kind of route a request went to: the one label the HTTP metrics have besides the status, so
 * the number of series stays bounded whatever addresses visitors (or scanners) invent. Never the
 * raw path: 1,000 made-up URLs are 1,000 `page` requests, not 1,000 series.
 */
export const ROUTE_KINDS = [
  'static', // /_next/static: the build's scripts, styles, fonts
  'image', // /_next/image: resized images
  'next', // other /_next/ paths
  'health', // /api/health/live and /ready
  'contact', // POST /api/contact
  'auth', // /api/auth/…: doctors' sessions and legal acceptance
  'media', // /api/media/file/…: uploads
  'api', // the rest of /api: Payload's REST and GraphQL, revalidation, the site's own endpoints
  'admin', // /admin
  'file', // a public file (favicon, robots.txt, sitemap.xml, fonts…): a path with an extension
  'page', // everything else: the pages in both languages, their RSC payloads, 404s
] as const

export type RouteKind = (typeof ROUTE_KINDS)[number]

export function routeKind(url: string | undefined): RouteKind {
  const path = (url ?? '/').split('?', 1)[0]!
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'next'
  if (path === '/api' || path.startsWith('/api/')) {
    if (path.startsWith('/api/health/')) return 'health'
    if (path === '/api/contact') return 'contact'
    if (path.startsWith('/api/auth/')) return 'auth'
    if (path.startsWith('/api/media/file/')) return 'media'
    return 'api'
  }
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (/\/[^/]+\.[A-Za-z0-9]{1,8}$/.test(path)) return 'file'
  return 'page'
}

/** A status for the label: the code (bounded: 100–599), or 499 (nginx's name) for a client that left first. */
export function statusLabel(statusCode: number, finished: boolean): string {
  if (!finished) return '499'
  return statusCode >= 100 && statusCode <= 599 ? String(statusCode) : 'other'
}
