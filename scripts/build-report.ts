/**
 * After `next build`: prints how each public page is served (prerendered static, ISR, or
 * dynamic) in each language, and exits 1 if any public page would render per request.
 * Usage: node scripts/build-report.ts  (run by `npm run test:e2e` right after its build).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { publicRoutes } from '../src/collections/SeoPages/routes.ts'
import { locales } from '../src/i18n/locales.ts'

type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds: number | false; srcRoute: string | null }> }

const read = (file: string) => JSON.parse(readFileSync(join(process.cwd(), '.next', file), 'utf8')) as unknown
const manifest = read('prerender-manifest.json') as PrerenderManifest
/** The app's page routes, e.g. /[locale]/plans: a public route without one is not built yet. */
const appRoutes = new Set(Object.values(read('app-path-routes-manifest.json') as Record<string, string>))
const built = (route: string) => appRoutes.has(route === '/' ? '/[locale]' : `/[locale]${route}`)
const blogPosts = Object.keys(manifest.routes).filter((path) => /^\/es\/blog\/\d+$/.test(path)).map((path) => path.slice(3))
const pages = [...publicRoutes.filter((route) => built(route)), ...blogPosts]
const notBuilt = publicRoutes.filter((route) => !built(route))

const rows: string[][] = []
let failures = 0
for (const page of pages) {
  for (const locale of locales) {
    const internal = page === '/' ? `/${locale}` : `/${locale}${page}`
    const entry = manifest.routes[internal]
    const mode = !entry ? 'DYNAMIC' : entry.initialRevalidateSeconds === false ? 'static' : `ISR ${entry.initialRevalidateSeconds}s`
    if (!entry) failures += 1
    rows.push([locale === 'es' ? page : page === '/' ? '/en' : `/en${page}`, mode])
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
