import { appendFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'

import { freePort } from '#scripts/lib/network.ts'

/**
 * A stand-in for an OpenTelemetry collector's OTLP/HTTP receiver, for `npm run test:e2e` only: the
 * production server under test exports its traces here (OTEL_EXPORTER_OTLP_PROTOCOL=http/json),
 * and each export's body is appended to `file` as one line, for tests/e2e/observability.spec.ts to
 * read. Bodies are capped at 8 MB (a collector refuses larger ones too).
 */
export async function startOtlpReceiver(file: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  writeFileSync(file, '')
  const port = await freePort()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= 8e6) chunks.push(chunk)
    })
    request.on('end', () => {
      const ok = request.method === 'POST' && request.url === '/v1/traces' && size <= 8e6
      if (ok) appendFileSync(file, `${Buffer.concat(chunks).toString('utf8').replace(/\n/g, ' ')}\n`)
      response.statusCode = ok ? 200 : request.method === 'POST' ? 413 : 404
      response.setHeader('content-type', 'application/json')
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
