/**
 * The production HTTP server: Next.js's own request handler (the same routing, proxy, headers and
 * cache as `next start`) behind one compression layer that compresses each prerendered page,
 * RSC payload and static file once and serves it from memory afterwards (src/server/compression,
 * docs/performance.md). `npm start`, `npm run e2e:serve`, the end-to-end tests and the Docker image
 * run it; it expects a build (npm run build) and NODE_ENV=production.
 *
 *   NODE_ENV=production PORT=3000 node scripts/server.ts
 */
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { closeAfterAnswer, hasBody, limitRequestBody } from '#src/server/body-limit.ts'
import {
  CLIENT_ADDRESS_HEADER,
  TrustedProxiesError,
  parseTrustedProxies,
  resolveClientAddress,
} from '#src/server/client-address.ts'
import { productionStartProblems } from '#src/config/checks.ts'
import { handBackJobs } from '#src/config/job-leases.ts'
import { createCompression } from '#src/server/compression/middleware.ts'
import { answerRefusal, requestProblem } from '#src/server/request-guard.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Like `next start`: every interface, on PORT.
const port = Number(process.env.PORT || 3000)

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

const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()
const compress = createCompression()

/**
 * Before Next.js sees a request: methods and addresses Next would answer with a 500 are refused
 * (src/server/request-guard.ts); the client's address, resolved from the socket and the trusted
 * proxies, replaces whatever the client sent as CLIENT_ADDRESS_HEADER (src/server/client-address.ts);
 * the body is held to its limit (src/server/body-limit.ts). docs/security.md.
 */
const server = createServer((req, res) => {
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
  limitRequestBody(req, res, pathname, () => {
    compress(req, res, () => {
      handle(req, res).catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
})

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use: set PORT to a free one.` : error)
  process.exit(1)
})

server.listen(port, () => {
  console.log(`▲ CitaYa (Next.js production build) on http://localhost:${port}`)
})

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
