/**
 * Mozilla's HTTP Observatory scanner, run against a production server on this machine over https:
 * a TLS terminator (nginx, a self-signed certificate for localhost, http answered with a 301 to
 * https, as docs/operations.md describes) in front of the caching front (scripts/front-config.ts)
 * in front of the server. Prints the grade, the score and each test's outcome; exits 1 below A+.
 *
 * The scanner cannot be a dev dependency (its install downloads a certificate bundle), so it is
 * installed on its own, without its install scripts, and named here:
 *
 *   npm install --prefix /tmp/observatory --ignore-scripts --no-audit --no-fund @mdn/mdn-http-observatory@1.4.8
 *   NEXT_PUBLIC_SERVER_URL=https://localhost:3331 NEXT_PUBLIC_FIREBASE_API_KEY=… NEXT_PUBLIC_FIREBASE_PROJECT_ID=… npm run build
 *   (serve that build on PORT, e.g. npm start or npm run e2e:serve)
 *   node scripts/observatory.ts --url http://127.0.0.1:$PORT --scanner /tmp/observatory/node_modules/@mdn/mdn-http-observatory
 *
 * The build's public URL must be the https address scanned (https://localhost:<https port>):
 * HSTS and upgrade-insecure-requests are fixed when the site is built (docs/security.md).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { startFront } from '#scripts/lib/front.ts'
import { freePort } from '#scripts/lib/network.ts'
import { terminatorServers } from '#scripts/lib/terminator.ts'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    scanner: { type: 'string' },
    'https-port': { type: 'string', default: '3331' },
    'http-port': { type: 'string', default: '3332' },
  },
})
if (!values.url || !values.scanner) {
  console.error(
    'Usage: node scripts/observatory.ts --url http://127.0.0.1:PORT --scanner <path of @mdn/mdn-http-observatory> [--https-port 3331] [--http-port 3332]',
  )
  process.exit(2)
}
const target = new URL(values.url)
const httpsPort = Number(values['https-port'])
const httpPort = Number(values['http-port'])
const scanner = path.resolve(values.scanner)

// Written by the scanner's install script (Chromium's HSTS preload list, downloaded), which was
// skipped: without it no host counts as preloaded, as a site on localhost is not anyway.
const preloadList = path.join(scanner, 'conf', 'hsts-preload.json')
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n')

const work = mkdtempSync(path.join(tmpdir(), 'citaya-observatory-'))
/** The terminator of docs/operations.md ("TLS in front of the caching front"), on local ports. */
const frontPort = await freePort()
const { config: terminator, certificate: cert } = terminatorServers({
  dir: path.join(work, 'tls'),
  httpsPort,
  httpPort,
  upstream: `127.0.0.1:${frontPort}`,
})
const front = await startFront({
  port: frontPort,
  upstreams: [target.host],
  workDir: path.join(work, 'nginx'),
  workers: 1,
  extraServers: terminator,
})

/**
 * The scanner's own scan() (src/scanner/index.js), which takes no ports: its retriever, tests,
 * modifiers and curve, with the local ports. Run in a child so NODE_EXTRA_CA_CERTS (read when
 * Node starts) makes the self-signed certificate trusted: the scan verifies it as for a real site.
 */
const scan = `
const root = ${JSON.stringify(scanner)}
const { retrieve } = await import(root + '/src/retriever/retriever.js')
const { ALL_TESTS } = await import(root + '/src/constants.js')
const { getGradeForScore, getScoreModifier } = await import(root + '/src/grader/grader.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(root + '/src/grader/charts.js')
const requests = await retrieve('localhost', { httpPort: ${httpPort}, httpsPort: ${httpsPort} })
if (!requests.responses.auto) throw new Error('the site did not answer')
let withCredit = 100
let uncurved = 100
const tests = {}
for (const test of ALL_TESTS) {
  const output = test(requests)
  const modifier = output.result ? getScoreModifier(output.result) : 0
  withCredit += modifier
  if (modifier < 0) uncurved += modifier
  tests[output.constructor.name] = { result: output.result, modifier, pass: output.pass }
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved)
console.log(JSON.stringify({ url: requests.session.url.href, status: requests.responses.auto.status, grade: final.grade, score: final.score, tests }, null, 2))
`
const result = spawnSync(process.execPath, ['--input-type=module', '-e', scan], {
  env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
  encoding: 'utf8',
})
await front.stop()
rmSync(work, { recursive: true, force: true })
process.stderr.write(result.stderr)
if (result.status !== 0) process.exit(result.status ?? 1)
process.stdout.write(result.stdout)
const { grade } = JSON.parse(result.stdout) as { grade: string }
process.exit(grade === 'A+' ? 0 : 1)
