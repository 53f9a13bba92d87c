import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { describe, expect, it } from 'vitest'

import { withoutQueries } from '#src/observability/tracing.ts'

/**
 * Issue 43: traces go to a collector that another team may run; what a visitor typed into an
 * address (a search, an e-mail in a campaign link) must not go with them.
 */
describe('spans sent to the collector', () => {
  it('carry each address without its query string, in their attributes and names', () => {
    const exporter = new InMemorySpanExporter()
    const provider = new BasicTracerProvider({ spanProcessors: [withoutQueries, new SimpleSpanProcessor(exporter)] })
    const tracer = provider.getTracer('test')
    tracer
      .startSpan('GET', { attributes: { 'http.method': 'GET', 'http.target': '/buscar?q=ana%40example.com' } })
      .end()
    tracer
      .startSpan('fetch GET http://127.0.0.1:3000/api/posts?where[email]=ana@example.com', {
        attributes: { 'http.url': 'http://127.0.0.1:3000/api/posts?where[email]=ana@example.com', 'url.query': 'x=1' },
      })
      .end()
    tracer.startSpan('GET', { attributes: { 'http.target': '/en/plans' } }).end()
    const spans = exporter.getFinishedSpans()
    expect(spans.map((span) => [span.name, span.attributes])).toEqual([
      ['GET', { 'http.method': 'GET', 'http.target': '/buscar' }],
      ['fetch GET http://127.0.0.1:3000/api/posts', { 'http.url': 'http://127.0.0.1:3000/api/posts', 'url.query': '' }],
      ['GET', { 'http.target': '/en/plans' }],
    ])
    expect(JSON.stringify(spans.map((span) => [span.name, span.attributes]))).not.toMatch(/ana|example/)
  })
})
