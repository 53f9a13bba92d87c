/**
 * The production HTTP server: Next.js's own request handler (the same routing, proxy, headers and
 * cache as `next start`) behind one compression layer that compresses each prerendered page,
 * RSC payload and static file once and serves it from memory afterwards (src/server/compression,
 * docs/performance.md), and a layer that gives each HTML page a Content-Security-Policy with the
 * hashes of its own inline scripts (src/server/script-hashes.ts, docs/security.md). `npm start`,
 * `npm run e2e:serve` and the end-to-end tests run it from the checkout; the app image runs the copy
 * in each deployment's build folder (scripts/lib/standalone.ts, docker/entrypoint.sh). It expects a
 * build (npm run build) and NODE_ENV=production.
 *
 *   NODE_ENV=production PORT=3000 node scripts/server.ts
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'
import pg from 'pg'

import { closeAfterAnswer, dropBody, hasBody, holdBody, limitRequestBody } from '#src/server/body-limit.ts'
import {
  CLIENT_ADDRESS_HEADER,
  TrustedProxiesError,
  parseTrustedProxies,
  resolveClientAddress,
} from '#src/server/client-address.ts'
import { listenHost, metricsSettings, productionStartProblems } from '#src/config/checks.ts'
import { restoredSinceBuild, revalidationTokenFor } from '#src/config/content-epoch.ts'
import { handBackJobs } from '#src/config/job-leases.ts'
import { requestIdFrom, withRequestId } from '#src/config/signals.ts'
import { consoleToJsonLines } from '#src/observability/log.ts'
import { type Metrics, createMetrics } from '#src/observability/metrics.ts'
import { serveMetrics } from '#src/observability/metrics-server.ts'
import { DATABASE_TIMEOUT_MS, readiness, sharedCacheState } from '#src/server/health.ts'
import { createCompression } from '#src/server/compression/middleware.ts'
import { answerRefusal, requestProblem } from '#src/server/request-guard.ts'
import {
  answerStaffOnly,
  payloadSigningKey,
  serverFunctionBodyProblem,
  type StaffOnly,
  staffOnlyProblem,
} from '#src/server/staff-gate.ts'
import { createScriptHashes } from '#src/server/script-hashes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The build is found from the working directory (the readiness probe, the shared cache's first
// fill), as in Next's standalone server.js: the folder this server belongs to, wherever it started.
process.chdir(root)
const port = Number(process.env.PORT || 3000)
// Like `next start`, every interface; a test server (npm run e2e:serve, the tests) loopback only.
const host = listenHost(process.env)

if (process.env.NODE_ENV !== 'production') {
  console.error('scripts/server.ts serves a production build: run it with NODE_ENV=production (npm start does).')
  process.exit(1)
}
// The same refusal as src/config/startup.ts, before Next loads: a server started directly (the
// Docker image, a process manager) refuses an unsafe configuration as `npm start` does.
const problems = productionStartProblems(process.env)
if (problems.length) {
  for (const problem of problems) console.error(`Configuration error: ${problem}`)
  process.exit(1)
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (1–65535), not "${process.env.PORT}".`)
  process.exit(1)
}

let trustedProxies: ReturnType<typeof parseTrustedProxies>
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  if (!(error instanceof TrustedProxiesError)) throw error
  console.error(`Configuration error: ${error.message}`)
  process.exit(1)
}

// From here on, every line this process prints, Next's and the cache handler's included: one JSON
// object with the request id it was written for (src/observability/log.ts, docs/operations.md#logs).
// Not before: a refused configuration stays one plain line naming the variable.
consoleToJsonLines()

/**
 * A database restored since this build (`npm run restore` changes its content epoch,
 * src/config/content-epoch.ts): the build's prerendered pages, and whatever the shared cache holds,
 * show content the database no longer has. The build's pages are then not copied into the shared
 * cache (src/config/shared-cache.ts), and every content tag is expired (below) before the server
 * answers anyone, so the first visitor of each page gets it rendered from the restored content.
 */
// CITAYA_IGNORE_CONTENT_EPOCH: the scale test's control only (honoured with CITAYA_E2E_SERVE, which
// a production start refuses): a server that skips this check, to show what it prevents.
const ignoreEpoch = process.env.CITAYA_E2E_SERVE === '1' && process.env.CITAYA_IGNORE_CONTENT_EPOCH === '1'
const epochs = await (
  ignoreEpoch
    ? Promise.resolve({ restored: false, build: null, database: null })
    : restoredSinceBuild(path.join(root, '.next'), process.env.DATABASE_URL)
).catch((error: unknown) => {
  console.error(`[cache] could not read the content epoch (${(error as Error).message}); assuming no restore.`)
  return { restored: false, build: null, database: null }
})
if (epochs.restored) process.env.CITAYA_CONTENT_RESTORED = '1'
let expiredAfterRestore: Promise<void> | null = null
const startupKey = randomBytes(16).toString('hex')

/**
 * The build's configuration as `next build` recorded it (.next/required-server-files.json), handed
 * to Next as its generated standalone server.js does: next.config.ts, and the build-time packages it
 * imports, are not loaded to serve. So one build serves the same way from the checkout (npm start)
 * and from a deployment's build folder in the app image, which holds neither (docs/operations.md).
 */
const recordedConfig = (() => {
  try {
    return (
      JSON.parse(readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8')) as {
        config: NonNullable<Parameters<typeof next>[0]['conf']>
      }
    ).config
  } catch {
    console.error(`No build in ${path.join(root, '.next')}: run npm run build first.`)
    process.exit(1)
  }
})()
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(recordedConfig)

const app = next({ dev: false, dir: root, port, hostname: 'localhost', conf: recordedConfig })
await app.prepare()
const handle = app.getRequestHandler()
const compress = createCompression()
// Staff tokens are checked against the secret Payload signs them with (src/server/staff-gate.ts).
const staffKey = payloadSigningKey(process.env.PAYLOAD_SECRET ?? '')
const hashScripts = createScriptHashes()

/**
 * Before Next.js sees a request: methods and addresses Next would answer with a 500 are refused
 * (src/server/request-guard.ts); the client's address, resolved from the socket and the trusted
 * proxies, replaces whatever the client sent as CLIENT_ADDRESS_HEADER (src/server/client-address.ts);
 * uploads and server functions without a staff session are refused unread (src/server/staff-gate.ts);
 * the body is held to its limit (src/server/body-limit.ts). docs/security.md.
 */
const server = createServer((req, res) => {
  // Every request gets an id: the front's X-Request-Id (nginx sets one, scripts/front-config.ts),
  // or a new one. Returned in the answer and carried by every log line written while it is answered.
  const requestId = requestIdFrom(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  metrics?.observeRequest(req, res)
  withRequestId(requestId, () => receive(req, res))
})

function receive(req: IncomingMessage, res: ServerResponse): void {
  // Held until the restored database's pages are expired (above); the expiry's own request passes.
  if (expiredAfterRestore && req.headers['x-citaya-startup'] !== startupKey) {
    void expiredAfterRestore.then(() => answer(req, res))
    return
  }
  answer(req, res)
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  // Every 404 names the address on the server's log, JavaScript or not (the page also logs it in
  // the browser console). JSON-quoted: a request target cannot break the log line.
  res.once('finish', () => {
    if (res.statusCode === 404) console.warn(`404 ${req.method} ${JSON.stringify(req.url)}`)
  })
  const problem = requestProblem(req.method, req.url, req.headers)
  if (problem) {
    if (hasBody(req)) closeAfterAnswer(req, res)
    answerRefusal(req, res, problem)
    return
  }
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedProxies,
  )
  // The path as Next routes it (requestProblem made sure it decodes): /api/%63ontact is /api/contact.
  const pathname = decodeURIComponent((req.url ?? '/').split('?', 1)[0]!)
  // Uploads and server functions without a staff session: refused, and their body dropped unread.
  const decide = (staffOnly: StaffOnly | null) => {
    if (!staffOnly) return pass(req, res, pathname)
    if (hasBody(req)) {
      dropBody(req)
      closeAfterAnswer(req, res)
    }
    answerStaffOnly(res, staffOnly)
  }
  const decided = staffOnlyProblem(req.method, pathname, req.headers, staffKey)
  if (!(decided instanceof Promise)) return decide(decided)
  // A token to verify (jose, asynchronously): what the parser delivers of the body meanwhile is
  // held, then replayed through the body limit (src/server/body-limit.ts), which would otherwise
  // never see it; a refused body is dropped with what was held.
  const body = holdBody(req)
  decided
    .then((staffOnly) => {
      body.release()
      decide(staffOnly)
      if (!staffOnly) body.replay()
    })
    .catch((error: unknown) => {
      body.release()
      console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
}

/** A request past the checks: its body held to its limit, then compressed, hashed and handled by Next. */
function pass(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  // A server function's body (staff only, past the gate) is checked whole before React decodes it.
  const inspect = req.headers['next-action'] !== undefined ? serverFunctionBodyProblem : undefined
  limitRequestBody(
    req,
    res,
    pathname,
    () => {
      compress(req, res, () => {
        // Inside the compression: HTML is hashed before it is compressed, and its policy is set
        // before the compression layer sends or stores it (src/server/script-hashes.ts).
        hashScripts(req, res, () => {
          handle(req, res).catch((error: unknown) => {
            console.error(error)
            if (!res.headersSent) res.statusCode = 500
            res.end()
          })
        })
      })
    },
    inspect,
  )
}

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to a free one.` : error)
  process.exit(1)
})

if (epochs.restored) expiredAfterRestore = expireEverything()
const metrics = startMetrics()
server.listen(port, host, () => {
  console.log(
    `▲ CitaYa (Next.js production build) on http://${host ?? 'localhost'}:${port}${host ? ' (this machine only)' : ''}`,
  )
})

/** Every content tag expired through this server's own /api/revalidate (Next expires tags only inside a request). */
async function expireEverything(): Promise<void> {
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const started = Date.now()
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${revalidationTokenFor(process.env.PAYLOAD_SECRET ?? '')}`,
        'content-type': 'application/json',
        'x-citaya-startup': startupKey,
      },
      body: JSON.stringify({ all: true }),
      signal: AbortSignal.timeout(60_000),
    })
    const { expired } = (await response.json()) as { expired?: number }
    console.log(
      `[cache] the database was restored since this build (content epoch ${epochs.database}, build ${epochs.build}): ${expired ?? 0} cache tags expired in ${Date.now() - started} ms; pages render from the restored content`,
    )
  } catch (error) {
    console.error(`[cache] expiring the pages of the restored database failed (${(error as Error).message})`)
  } finally {
    expiredAfterRestore = null
  }
}

/**
 * With METRICS_PORT: the instance's Prometheus metrics on that port (src/observability): its
 * requests by route kind and status, the queue's state read from the database (one connection of
 * its own, so a scrape never waits behind visitors' queries), readiness as /api/health/ready
 * decides it, the shared cache, Payload's pool and prom-client's process metrics. Without it, none
 * of this runs (npm run bench compares the two).
 */
function startMetrics(): Metrics | null {
  const settings = metricsSettings(process.env)
  if (!settings) return null
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: 1,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    statement_timeout: DATABASE_TIMEOUT_MS,
  })
  pool.on('error', () => undefined) // a dropped idle connection: the next scrape opens another
  const created = createMetrics({
    role: 'app',
    query: (sql, values) => pool.query(sql, values),
    forwardConfigured: Boolean(process.env.CONTACT_FORWARD_URL?.trim()),
    ready: async () =>
      (
        await readiness(
          {
            database: async () => void (await pool.query('SELECT 1')),
            buildId: () => (existsSync(path.join(root, '.next', 'BUILD_ID')) ? 'present' : null),
            sharedCache: () => sharedCacheState(process.env),
          },
          process.env,
        )
      ).body.ready,
    sharedCacheUp: process.env.REDIS_URL?.trim() ? () => sharedCacheState(process.env) === 'connected' : undefined,
  })
  serveMetrics(created.registry, { port: settings.port, host, token: settings.token })
  return created
}

/**
 * A stop (a deploy, a scale-down): no new connections; requests in flight are answered (at most
 * 5 s); a job this instance runs (the immediate delivery after a contact post) is finished, or
 * handed back to the queue after JOB_WAIT_MS so the worker runs it at once (src/config/job-leases.ts).
 * Both within Docker's 10 s before its SIGKILL. Jobs are looked at once the requests are answered:
 * a contact post in flight starts its delivery after its answer.
 */
const JOB_WAIT_MS = 4000
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return
    stopping = true
    const requests = new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(resolve, 5000).unref()
    })
    void requests.then(async () => {
      const jobs = await handBackJobs(JOB_WAIT_MS)
      if (jobs.finished || jobs.handedBack.length)
        console.log(
          `${signal}: ${jobs.finished} job(s) finished${jobs.handedBack.length ? `, ${jobs.handedBack.join(', ')} handed back to the queue` : ''}`,
        )
      process.exit(0)
    })
  })
}
