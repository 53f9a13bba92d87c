/**
 * npm run audit: Lighthouse with its default mobile settings (Moto G Power-sized screen, simulated
 * slow 4G and 4× CPU slowdown) in Debian's chromium, on the pages issue 8 names and the seeded made page; prints the four
 * category scores and LCP, CLS and TBT of each, then what kept a category under 100.
 *
 *   npm run audit                          # serves the existing build (npm run build) on a free port
 *   npm run audit -- --url http://127.0.0.1:3401   # a production server already running here
 *   npm run audit -- --all                 # every public page in both languages
 *   npm run audit -- --runs 1              # one run per page (default 5)
 *   npm run audit -- --front               # through the caching front behind https with HTTP/2, as a phone
 *                                          # reaches the site (docs/operations.md; needs Debian's nginx)
 *
 * The reference, audited first in the same run and the same browser: the framework's floor, the
 * smallest App Router page (scripts/floor-app, built here once per Next version), served by `next
 * start` (behind the same https terminator with --front). What it scores is what this machine and
 * this Next version allow any page at that moment; the site's pages are printed beside it.
 *
 * Lighthouse's scores vary between identical runs, most of all on a small machine (a page's
 * performance moved by up to 20 points here with nothing changed), so each page is audited
 * several times (Lighthouse's own advice on variability) and each score and metric reported is
 * the median of its runs; every run's performance score is printed beside it. Runs Lighthouse
 * could not trace are left out (its filterToValidRuns).
 *
 * Exits 1 when a page does not answer 200 (e.g. a route not built on this branch) or Lighthouse
 * cannot measure it; with --strict also when a score is under its budget.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cpus, loadavg } from 'node:os'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { publicRoutes } from '#src/routes.ts'
import { loadEnvironment } from '#scripts/lib/env.ts'
import { type PublicPage, articleRoutes, madePages, publicPages } from '#scripts/lib/pages.ts'
import { startFront } from '#scripts/lib/front.ts'
import { freePort, waitForServer } from '#scripts/lib/network.ts'
import { exited, start, stop } from '#scripts/lib/processes.ts'
import { exitWith, openTarget } from '#scripts/lib/target.ts'
import { terminatorServers } from '#scripts/lib/terminator.ts'
import { localizedPath } from '#src/i18n/paths.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2).filter((arg) => arg !== '--')
const log = (line: string) => console.log(`[audit] ${line}`)

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The middle value; of an even count, the lower of the two middle ones (a budget is not met by rounding up). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

function runsWanted(): number {
  const at = args.indexOf('--runs')
  if (at === -1) return 5
  const runs = Number(args[at + 1])
  if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new Error('--runs takes a whole number from 1 to 25.')
  return runs
}

/** The pages issue 8 sets Lighthouse budgets for. */
const AUDITED: Array<Pick<PublicPage, 'route' | 'locale'>> = [
  { route: '/', locale: 'es' },
  { route: '/', locale: 'en' },
  { route: '/plans', locale: 'es' },
  { route: '/blog', locale: 'es' },
  { route: '/blog/1', locale: 'es' },
  { route: '/contact', locale: 'es' },
  // The seeded page staff made that holds every block type (issue 39).
  { route: '/para-psicologos', locale: 'es' },
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const BUDGET: Record<(typeof CATEGORIES)[number], number> = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
/** Issue 44's metric budgets (medians): largest contentful paint, total blocking time (ms), layout shift. */
const METRIC_BUDGET = { lcp: 1500, tbt: 100, cls: 0.02 }

const FLOOR_APP = path.join(root, 'scripts', 'floor-app')
const FLOOR_LABEL = 'framework floor (reference)'

/**
 * Builds the floor app unless it was built with the Next.js installed now; returns its folder. It
 * is built outside this repository, beside a hard-linked copy of node_modules: inside it, Next
 * would take the site's own src/instrumentation.ts and src/proxy.ts into the floor page.
 */
async function floorBuild(): Promise<string> {
  const version = JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version
  const dir = path.join(process.env.FLOOR_CACHE_DIR || '/var/tmp/citaya-floor', `next-${version}`)
  const stamp = path.join(dir, '.next', 'built-from')
  const sources = ['app/layout.jsx', 'app/page.jsx', 'next.config.mjs']
  const fingerprint = sources.map((file) => readFileSync(path.join(FLOOR_APP, file), 'utf8')).join('\0')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return dir
  log(`building the framework's floor page (scripts/floor-app, Next ${version}) in ${dir}…`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.join(dir, 'app'), { recursive: true })
  for (const file of sources) copyFileSync(path.join(FLOOR_APP, file), path.join(dir, file))
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  const build = start(path.join(dir, 'node_modules', '.bin', 'next'), ['build', dir], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    quiet: true,
  })
  let output = ''
  build.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  build.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  const code = await exited(build)
  if (code !== 0) throw new Error(`next build of the floor page failed (exit ${code}):\n${output}`)
  writeFileSync(stamp, fingerprint)
  return dir
}

/** Serves the floor app's build with `next start` on a free port. */
async function serveFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await floorBuild()
  const port = await freePort()
  const server = start(
    path.join(root, 'node_modules', '.bin', 'next'),
    ['start', dir, '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      quiet: true,
    },
  )
  server.stdout?.resume()
  server.stderr?.resume()
  const url = `http://127.0.0.1:${port}`
  await waitForServer(url, 60_000)
  return { url, stop: () => stop(server) }
}

async function pagesToAudit(baseUrl: string): Promise<PublicPage[]> {
  if (args.includes('--all')) return publicPages(baseUrl)
  const made = (await madePages(baseUrl)).map((page) => page.route)
  const known = new Set<string>([...publicRoutes, ...(await articleRoutes(baseUrl)), ...made])
  return AUDITED.map(({ route, locale }) => {
    if (!known.has(route))
      throw new Error(`${route} is not a public route (src/routes.ts), a published article or a published made page.`)
    return { route, locale, path: localizedPath(locale, route) }
  })
}

type Row = {
  path: string
  status: number
  scores?: Record<string, number>
  lcp?: number
  cls?: number
  tbt?: number
  /** The performance score of every run, in order. */
  runs?: number[]
  error?: string
  shortfalls: string[]
}

/** The budgets a page's medians miss (none for a page that could not be audited). */
function budgetMisses(row: Row): string[] {
  if (!row.scores) return []
  const misses: string[] = CATEGORIES.filter((id) => row.scores![id] < BUDGET[id])
  if (row.lcp! > METRIC_BUDGET.lcp) misses.push('LCP')
  if (row.tbt! > METRIC_BUDGET.tbt) misses.push('TBT')
  if (row.cls! > METRIC_BUDGET.cls) misses.push('CLS')
  return misses
}

async function main(): Promise<number> {
  loadEnvironment(root, { dev: false, useExampleDefaults: true })
  const runs = runsWanted()
  const viaFront = args.includes('--front')
  const target = await openTarget(root, args, log)
  const work = mkdtempSync(path.join(tmpdir(), 'citaya-audit-'))
  let floor: Awaited<ReturnType<typeof serveFloor>> | undefined
  let front: Awaited<ReturnType<typeof startFront>> | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    floor = await serveFloor()
    // With --front: the caching front before the target, and an https (HTTP/2) terminator before
    // the front and before the floor page, all in one nginx (scripts/lib/terminator.ts).
    let siteUrl = target.baseUrl
    let floorUrl = floor.url
    if (viaFront) {
      const [frontPort, sitePort, floorPort] = [await freePort(), await freePort(), await freePort()]
      front = await startFront({
        port: frontPort,
        upstreams: [new URL(target.baseUrl).host],
        workDir: path.join(work, 'nginx'),
        extraServers: [
          { httpsPort: sitePort, upstream: `127.0.0.1:${frontPort}` },
          { httpsPort: floorPort, upstream: new URL(floor.url).host },
        ]
          .map((server) => terminatorServers({ dir: path.join(work, 'tls'), ...server }).config)
          .join(''),
      })
      siteUrl = `https://127.0.0.1:${sitePort}`
      floorUrl = `https://127.0.0.1:${floorPort}`
      log(`through the caching front (${front.url}) behind https with HTTP/2 at ${siteUrl}; the floor at ${floorUrl}`)
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        // The terminator's certificate is self-signed (made for this run).
        ...(viaFront ? ['--ignore-certificate-errors'] : []),
      ],
    })
    const pages = [
      { path: FLOOR_LABEL, url: `${floorUrl}/`, check: `${floor.url}/` },
      ...(await pagesToAudit(target.baseUrl)).map((page) => ({
        path: page.path,
        url: `${siteUrl}${page.path}`,
        // Node's fetch refuses the self-signed certificate: the status is asked of the front itself
        // (which also puts the page in its cache before Lighthouse's first run).
        check: `${front ? front.url : target.baseUrl}${page.path}`,
      })),
    ]
    log(
      `Lighthouse (mobile defaults) on ${pages.length - 1} pages and the floor, ${runs} run${runs === 1 ? '' : 's'} each; ${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    )
    const rows: Row[] = []
    for (const page of pages) {
      const url = page.url
      const { status } = await fetch(page.check, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
      if (status !== 200) {
        rows.push({
          path: page.path,
          status,
          error: status === 404 ? 'NOT BUILT (404): this route has no page on this branch' : `answered ${status}`,
          shortfalls: [],
        })
        continue
      }
      const results: LighthouseResult[] = []
      let lastError = 'Lighthouse returned nothing'
      for (let run = 0; run < runs; run++) {
        const lhr = (
          await lighthouse(url, {
            port: chrome!.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          })
        )?.lhr
        // A run Lighthouse could not trace (NO_NAVSTART happens on a busy machine) is left out.
        if (lhr && !lhr.runtimeError) results.push(lhr)
        else if (lhr?.runtimeError) lastError = lhr.runtimeError.message
      }
      const valid = filterToValidRuns(results)
      if (!valid.length) {
        rows.push({ path: page.path, status, error: lastError, shortfalls: [] })
        continue
      }
      const score = (run: LighthouseResult, id: (typeof CATEGORIES)[number]) =>
        Math.round((run.categories[id]?.score ?? 0) * 100)
      const metric = (run: LighthouseResult, id: string) => run.audits[id]?.numericValue ?? NaN
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(valid.map((run) => score(run, id)))]))
      // The audits that cost points are read from a run that scored the median performance.
      const lhr = valid.find((run) => score(run, 'performance') === scores.performance) ?? valid[0]
      // What cost points: each scored audit under 1 in a category under 100.
      const shortfalls: string[] = []
      for (const id of CATEGORIES) {
        if (scores[id] === 100) continue
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id]
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            shortfalls.push(
              `${id}: ${ref.id} (${audit.displayValue || `score ${audit.score}`})${audit.explanation ? ` ${audit.explanation}` : ''}`,
            )
        }
      }
      rows.push({
        path: page.path,
        status,
        scores,
        lcp: median(valid.map((run) => metric(run, 'largest-contentful-paint'))),
        cls: median(valid.map((run) => metric(run, 'cumulative-layout-shift'))),
        tbt: median(valid.map((run) => metric(run, 'total-blocking-time'))),
        runs: valid.map((run) => score(run, 'performance')),
        shortfalls,
      })
      process.stdout.write('.')
    }
    process.stdout.write('\n')

    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'perf of each run', 'budgets']
    const table = rows.map((row) => {
      if (!row.scores) return [row.path, '', '', '', '', '', '', '', '', row.error ?? '']
      const misses = budgetMisses(row)
      return [
        row.path,
        ...CATEGORIES.map((id) => String(row.scores![id])),
        row.lcp!.toFixed(0),
        row.cls!.toFixed(3),
        row.tbt!.toFixed(0),
        row.runs!.join(' '),
        row.path === FLOOR_LABEL ? 'reference' : misses.length ? `missed: ${misses.join(', ')}` : 'ok',
      ]
    })
    const widths = header.map((_, column) => Math.max(...[header, ...table].map((row) => row[column].length)))
    const line = (row: string[]) =>
      row
        .map((cell, column) =>
          column === 0 || column === header.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
        )
        .join('  ')
    console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
    for (const row of table) console.log(line(row))
    console.log(
      `\nBudgets: performance ≥ ${BUDGET.performance}; accessibility, best practices and SEO 100; LCP ≤ ${METRIC_BUDGET.lcp} ms, TBT ≤ ${METRIC_BUDGET.tbt} ms, CLS ≤ ${METRIC_BUDGET.cls}. Load average at end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}.`,
    )
    const withShortfalls = rows.filter((row) => row.shortfalls.length)
    if (withShortfalls.length) {
      console.log('\nWhat cost points:')
      for (const row of withShortfalls) console.log(`  ${row.path}\n    ${row.shortfalls.join('\n    ')}`)
    }
    const failed = rows.filter((row) => !row.scores)
    if (failed.length)
      console.error(
        `Pages that could not be audited:\n  ${failed.map((row) => `${row.path}: ${row.error}`).join('\n  ')}`,
      )
    const missed = rows.some((row) => row.path !== FLOOR_LABEL && budgetMisses(row).length)
    return failed.length || (args.includes('--strict') && missed) ? 1 : 0
  } finally {
    chrome?.kill()
    await front?.stop()
    await floor?.stop()
    await target.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

await exitWith(main)
