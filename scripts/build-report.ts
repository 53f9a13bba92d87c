/**
 * After `next build`: prints how each public page is served (prerendered static, ISR, or
 * dynamic) in each language, and exits 1 if any public page would render per request.
 * Usage: node scripts/build-report.ts  (run by `npm run test:e2e` right after its build).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { publicRoutes } from '#src/routes.ts'
import { locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

type PrerenderManifest = {
  routes: Record<string, { initialRevalidateSeconds: number | false; srcRoute: string | null }>
}

const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), '.next', file), 'utf8')) as unknown
const manifest = read('prerender-manifest.json') as PrerenderManifest
/** The app's page routes, e.g. /[locale]/plans: a public route without one is not built yet. */
const appRoutes = new Set(Object.values(read('app-path-routes-manifest.json') as Record<string, string>))
const built = (route: string) => appRoutes.has(route === '/' ? '/[locale]' : `/[locale]${route}`)
const spanish = (pattern: RegExp) =>
  Object.keys(manifest.routes)
    .filter((path) => pattern.test(path))
    .map((path) => path.slice(3))
    .sort()
const blogPosts = spanish(/^\/es\/blog\/\d+$/)
/** Every published version of the legal documents at its own address, and its PDF. */
const legalVersions = spanish(/^\/es\/(privacy|terms-of-service)\/\d{4}-\d{2}-\d{2}(\/pdf)?$/)
const pages = [...publicRoutes.filter((route) => built(route)), ...blogPosts, ...legalVersions]
const notBuilt = publicRoutes.filter((route) => !built(route))

const rows: string[][] = []
let failures = 0
for (const page of pages) {
  for (const locale of locales) {
    const internal = page === '/' ? `/${locale}` : `/${locale}${page}`
    const entry = manifest.routes[internal]
    const mode = !entry
      ? 'DYNAMIC'
      : entry.initialRevalidateSeconds === false
        ? 'static'
        : `ISR ${entry.initialRevalidateSeconds}s`
    if (!entry) failures += 1
    rows.push([localizedPath(locale, page), mode])
  }
}
// Each published legal version must come prerendered with its PDF (their routes exist in every build).
for (const base of ['/privacy', '/terms-of-service']) {
  const versions = legalVersions.filter((path) => path.startsWith(`${base}/`) && !path.endsWith('/pdf'))
  const pdfs = legalVersions.filter((path) => path.startsWith(`${base}/`) && path.endsWith('/pdf'))
  if (!versions.length || versions.length !== pdfs.length) {
    console.error(
      `${base}: ${versions.length} version page(s) and ${pdfs.length} PDF(s) prerendered; every published version needs both.`,
    )
    failures += 1
  }
}
const width = Math.max(...rows.map(([path]) => path.length))
console.log('Public pages after next build:')
for (const [path, mode] of rows) console.log(`  ${path.padEnd(width)}  ${mode}`)
if (failures) {
  console.error(`${failures} public page(s) would render per request (read the database on every visit).`)
  process.exit(1)
}
if (notBuilt.length) console.log(`Not built yet (no page): ${notBuilt.join(', ')}`)
console.log(`All ${rows.length} public pages are prerendered (static or ISR): an anonymous visit reads no database.`)
