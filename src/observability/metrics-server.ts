import { createHash, timingSafeEqual } from 'node:crypto'
import { type Server, createServer } from 'node:http'

import type { Registry } from 'prom-client'

/**
 * Serves `GET /metrics` (Prometheus's text format) on a port of its own (METRICS_PORT), never the
 * site's: the caching front forwards only to the site's port, so visitors cannot reach it. With a
 * token (METRICS_TOKEN) a scrape must also send `Authorization: Bearer <token>`, for a network
 * the operator does not keep to the monitoring alone. Anything else: 404; a wrong token: 401.
 */
export function serveMetrics(registry: Registry, options: { port: number; host?: string; token?: string }): Server {
  const expected = options.token ? digest(`Bearer ${options.token}`) : null
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at /metrics\n')
      return
    }
    // Compared as digests: same length whatever was sent, and in constant time.
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res
        .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
        .end('Send Authorization: Bearer <METRICS_TOKEN>\n')
      return
    }
    registry
      .metrics()
      .then((text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      })
      .catch((error: unknown) => {
        console.error(`[metrics] a scrape failed: ${(error as Error).message}`)
        res.writeHead(500).end()
      })
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[metrics] METRICS_PORT ${options.port} is already in use: set METRICS_PORT to a free port.`
        : `[metrics] ${error.message}`,
    )
    process.exit(1)
  })
  server.listen(options.port, options.host, () => {
    console.log(
      `[metrics] Prometheus metrics on http://${options.host ?? '0.0.0.0'}:${options.port}/metrics${options.token ? ' (Bearer token)' : ''}`,
    )
  })
  // A scrape in flight does not keep a stopping process alive.
  server.unref()
  return server
}

const digest = (value: string) => createHash('sha256').update(value).digest()
