import type { Context } from '@opentelemetry/api'
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base'

import { tracingSettings } from '#src/config/checks.ts'
import { processEnv } from '#src/config/env.ts'

/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (src/config/checks.ts):
 * @vercel/otel, the registration Next documents for its `instrumentation.ts` hook, installs a
 * tracer provider, and Next's own spans (each request with its route, rendering, route handlers,
 * `fetch`) go to the collector over OTLP/HTTP in batches (docs/operations.md, "Traces"). Unset, the
 * package is never loaded: no provider, and Next's spans cost nothing.
 */
export async function registerTracing(): Promise<boolean> {
  const settings = tracingSettings(processEnv())
  if (!settings) return false
  const { registerOTel } = await import('@vercel/otel')
  registerOTel({ serviceName: settings.serviceName, spanProcessors: [withoutQueries, 'auto'] })
  return true
}

/** Span attributes Next and the fetch instrumentation fill with a whole address, query included. */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.query']

/** `/buscar?q=…` → `/buscar`: what a visitor typed into an address never leaves the server. */
const withoutQuery = (value: string) => value.replace(/\?\S*/g, '')

/**
 * A visitor's query string can hold what they typed (a search, a campaign's parameters with an
 * e-mail in them): the collector gets each span's address without it, as the logs do. Next gives
 * the request's address when the span starts (its name for fetches too), so it is cut there,
 * before any exporter sees the span.
 */
export const withoutQueries: SpanProcessor = {
  onStart(span: Span, _context: Context) {
    for (const key of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[key]
      if (key === 'url.query' && value !== undefined) span.setAttribute(key, '')
      else if (typeof value === 'string' && value.includes('?')) span.setAttribute(key, withoutQuery(value))
    }
    if (span.name.includes('?')) span.updateName(withoutQuery(span.name))
  },
  onEnd(_span: ReadableSpan) {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
}
