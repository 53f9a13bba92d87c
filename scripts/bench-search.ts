/**
 * npm run bench:search: how fast the help centre's search answers, in both languages, for typical
 * queries (a plain word, an accent-free one, a plural, a misspelt one that goes through the
 * trigram correction, a phrase, one that finds nothing). Each query's results page is requested
 * by one connection after the other (latency, as one visitor sees it: p50 and p99 in ms), then by
 * 10 connections at once (throughput), side by side with a static file from public/ on the same
 * server. Measured on the production build, with the seeded content.
 *
 *   npm run bench:search                                  # serves the existing build on a free port
 *   npm run bench:search -- --url http://127.0.0.1:3401   # a production server already running here
 *   BENCH_SECONDS=5 npm run bench:search                  # seconds per query (default 3)
 *
 * Prints figures; exits 1 when a results page does not answer 200.
 */
import path from 'node:path'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { loadEnvironment } from '#scripts/lib/env.ts'
import { exitWith, openTarget } from '#scripts/lib/target.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2).filter((arg) => arg !== '--')
const log = (line: string) => console.log(`[bench:search] ${line}`)

const SECONDS = Math.min(Math.max(Math.round(Number(process.env.BENCH_SECONDS)) || 3, 1), 30)
const REFERENCE = '/favicon.ico'
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*' }

const queries: Array<[path: string, query: string, what: string]> = [
  ['/help/search', 'whatsapp', 'plain word'],
  ['/help/search', 'cancelacion', 'accent-free'],
  ['/help/search', 'recordatorio', 'singular of a plural'],
  ['/help/search', 'recordatoros', 'misspelt (trigram correction)'],
  ['/help/search', 'cómo cancelo mi suscripción', 'phrase'],
  ['/help/search', 'xilófono', 'no result (correction tried)'],
  ['/en/help/search', 'reminders', 'plain word'],
  ['/en/help/search', 'remindres', 'misspelt (trigram correction)'],
  ['/en/help/search', 'google calendar sync', 'phrase'],
]

type Load = { rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS, timeout: 10 })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

async function main(): Promise<number> {
  loadEnvironment(root, { dev: false, useExampleDefaults: true })
  const target = await openTarget(root, args, log)
  try {
    log(
      `${queries.length} queries, ${SECONDS} s each with 1 connection, then ${SECONDS} s with 10; reference ${REFERENCE}`,
    )
    log(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} at start`,
    )
    const rows: string[][] = []
    const problems: string[] = []
    const reference = await load(`${target.baseUrl}${REFERENCE}`, 1, SECONDS)
    rows.push([
      `${REFERENCE} (static file)`,
      '',
      reference.rps.toFixed(0),
      String(reference.p50),
      String(reference.p99),
      '',
    ])
    for (const [pathname, query, what] of queries) {
      const url = `${target.baseUrl}${pathname}?q=${encodeURIComponent(query)}`
      const first = await fetch(url)
      if (first.status !== 200) {
        problems.push(`${pathname}?q=${query}: answered ${first.status}`)
        continue
      }
      await load(url, 1, 1) // warm-up
      const single = await load(url, 1, SECONDS)
      const concurrent = await load(url, 10, SECONDS)
      if (single.non2xx || single.errors || concurrent.non2xx || concurrent.errors)
        problems.push(`${pathname}?q=${query}: failures under load`)
      rows.push([
        `${pathname}?q=${query}`,
        what,
        single.rps.toFixed(0),
        String(single.p50),
        String(single.p99),
        concurrent.rps.toFixed(0),
      ])
    }
    const header = ['results page', 'query', 'req/s (1 conn)', 'p50 ms', 'p99 ms', 'req/s (10 conn)']
    const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)))
    const line = (row: string[]) =>
      row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')
    console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
    for (const row of rows) console.log(line(row))
    const p99s = rows.slice(1).map((row) => Number(row[4]))
    console.log(
      `\nSlowest p99 of a results page: ${Math.max(...p99s)} ms (target: under 50 ms, one visitor at a time).`,
    )
    console.log(
      `Load average at end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} (figures are noisy when other work shares the CPU).`,
    )
    if (problems.length) console.error(`Failed:\n  ${problems.join('\n  ')}`)
    return problems.length ? 1 : 0
  } finally {
    await target.stop()
  }
}

await exitWith(main)
