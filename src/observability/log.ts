import { format } from 'node:util'

import { type LoggerOptions, pino } from 'pino'

import { currentRequestId } from '#src/config/signals.ts'

/**
 * How every process logs (docs/operations.md#logs): one JSON object per line in production (pino's
 * format, which log shippers read as it is), readable lines in development (Payload's pino-pretty).
 * Each line written while a request is answered, or while a job a request queued runs, carries
 * that request's id (`requestId`: the front's X-Request-Id, or one the server made; the same id is
 * in the response's X-Request-Id header). Fields that could hold a secret or personal data are
 * replaced before a line is written; messages never interpolate them (tests/e2e/logs.spec.ts
 * greps a whole run's log for the e-mails, names, messages, cookies and tokens it sent).
 */
export function logOptions(): LoggerOptions {
  return {
    level: 'info',
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
    redact: {
      paths: [
        'email',
        'password',
        'token',
        'authorization',
        'cookie',
        'message',
        '*.email',
        '*.password',
        '*.token',
        '*.authorization',
        '*.cookie',
        'req.headers',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    // A last net for what a message or an error's text may quote (a database error's "Key
    // (email)=(…) already exists", an SMTP server's "550 <…> unknown"): e-mail addresses and
    // bearer tokens are masked in every string of the line.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => scrub(arg, 0)) as Parameters<typeof method>)
      },
    },
    formatters: { log: (object) => scrub(object, 0) as Record<string, unknown> },
  }
}

const EMAIL = /[^\s@<>()"',;:[\]]+@[^\s@<>()"',;:[\]]+\.[A-Za-z]{2,}/g
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi

/** Strings with e-mail addresses and credentials masked, objects and errors walked a few levels deep. */
export function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[e-mail]').replace(BEARER, '$1 [redacted]')
  if (depth > 3 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) {
    const copy = new Error(scrub(value.message, depth + 1) as string)
    copy.name = value.name
    copy.stack = scrub(value.stack, depth + 1) as string
    return copy
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]))
}

/**
 * The process's own console lines (the production server's, the cache handler's, Next's errors)
 * as JSON log lines with the request id, like Payload's. Production only: in development the
 * console stays as it is.
 */
export function consoleToJsonLines(): void {
  const log = pino(logOptions())
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      log[level](format(...args))
  console.log = write('info')
  console.info = write('info')
  console.warn = write('warn')
  console.error = write('error')
}
