/**
 * Configuration checks shared by the launcher (scripts/run.ts, run by Node's type
 * stripping) and the app (instrumentation.ts). No imports, so both can load it.
 * Each problem is one line that names the variable to fix.
 */

/** `raw` as a URL with one of `protocols` (`'http:'`…), or null when it is not one. */
function urlOf(raw: string, protocols: readonly string[]): URL | null {
  try {
    const url = new URL(raw)
    return protocols.includes(url.protocol) ? url : null
  } catch {
    return null
  }
}

export type DatabaseTarget = { kind: 'external'; url: string; label: string } | { kind: 'embedded' }

/** Parses DATABASE_URL. Unset or empty means the embedded database. Throws one clear line when malformed. */
export function parseDatabaseUrl(raw: string | undefined): DatabaseTarget {
  if (raw === undefined || raw.trim() === '') return { kind: 'embedded' }
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new ConfigError(
      'DATABASE_URL is malformed: expected postgres://user:password@host:5432/database (or unset it to use the embedded database).',
    )
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//.`)
  }
  if (!url.hostname) throw new ConfigError('DATABASE_URL has no host name.')
  const database = url.pathname.replace(/^\//, '')
  if (!database) throw new ConfigError('DATABASE_URL names no database (the part after the last /).')
  const port = url.port || '5432'
  return { kind: 'external', url: raw.trim(), label: `${url.hostname}:${port}/${database}` }
}

/**
 * Where processes outside the web server (the jobs queue's worker, the seed, scripts) reach the
 * server to expire its cached pages (POST /api/revalidate): INTERNAL_SERVER_URL, or the server on
 * this machine's PORT. Throws one clear line when malformed.
 */
export function internalServerUrl(env: Record<string, string | undefined>): string {
  const raw = env.INTERNAL_SERVER_URL?.trim()
  if (!raw) return `http://127.0.0.1:${env.PORT?.trim() || '3000'}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      `INTERNAL_SERVER_URL is malformed: expected the web server's address, e.g. http://127.0.0.1:3000 (or unset it to use this machine's PORT).`,
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`INTERNAL_SERVER_URL must start with http:// or https://, not ${url.protocol}//.`)
  return raw.replace(/\/+$/, '')
}

/** The PAYLOAD_SECRET that .env.example ships for local work; a production start refuses it. */
export const LOCAL_DEFAULT_SECRET = 'local-development-secret-do-not-use-in-production'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** A host name (or host:port) on this machine only. */
export function isLoopbackHost(hostAndPort: string | undefined): boolean {
  const value = hostAndPort?.trim() ?? ''
  if (!value) return false
  try {
    return LOOPBACK_HOSTS.has(new URL(`http://${value}`).hostname)
  } catch {
    return false
  }
}

/**
 * Why CITAYA_E2E_SERVE=1 may not be honoured here (empty: it may). The switch turns the
 * production checks off and lets the server trust the Auth emulator's unsigned tokens, so it is
 * honoured only where that cannot matter: the launcher's e2e-serve/test-e2e commands, which
 * start the emulator on this machine and serve the site to this machine. A real deployment
 * (a public https URL, a real Firebase project) can never satisfy it, so a switch left on by
 * accident stops the server instead of opening it.
 */
export function e2eServeProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  if (!emulator || !isLoopbackHost(emulator))
    problems.push(
      `CITAYA_E2E_SERVE is set but FIREBASE_AUTH_EMULATOR_HOST is ${emulator ? `${emulator}, not on this machine` : 'not set'}: the switch is only for npm run e2e:serve and npm run test:e2e (the Auth emulator on 127.0.0.1). Unset CITAYA_E2E_SERVE.`,
    )
  const url = env.NEXT_PUBLIC_SERVER_URL?.trim()
  let loopbackUrl = false
  try {
    loopbackUrl = Boolean(url) && LOOPBACK_HOSTS.has(new URL(url as string).hostname)
  } catch {
    loopbackUrl = false
  }
  if (!loopbackUrl)
    problems.push(
      `CITAYA_E2E_SERVE is set but NEXT_PUBLIC_SERVER_URL is ${url ? `${url}, not a local address` : 'not set'}: a public site never runs in test mode. Unset CITAYA_E2E_SERVE.`,
    )
  return problems
}

/** The test-serving switch is on and allowed (see e2eServeProblems). */
export function e2eServeAllowed(env: Record<string, string | undefined>): boolean {
  return env.CITAYA_E2E_SERVE === '1' && e2eServeProblems(env).length === 0
}

/**
 * The address the production server listens on: every interface (like `next start`; the Docker
 * image and a reverse proxy on another host need it), except with the test-serving switch on,
 * which honours unsigned emulator sessions, the local default secret and the seeded admin
 * password: then 127.0.0.1 only, so nothing but this machine can reach such a server.
 */
export function listenHost(env: Record<string, string | undefined>): string | undefined {
  return env.CITAYA_E2E_SERVE?.trim() ? '127.0.0.1' : undefined
}

/** A production site is reached over https at NEXT_PUBLIC_SERVER_URL (links in mails, CSRF origin, HSTS). */
function publicUrlProblems(env: Record<string, string | undefined>): string[] {
  const raw = env.NEXT_PUBLIC_SERVER_URL?.trim() ?? ''
  if (!raw)
    return [
      'NEXT_PUBLIC_SERVER_URL is not set: a production server needs its public https:// address (e.g. https://citaya.example).',
    ]
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return [
      `NEXT_PUBLIC_SERVER_URL is malformed (${raw}): set the public https:// address of the site, e.g. https://citaya.example.`,
    ]
  }
  if (url.protocol !== 'https:')
    return [
      `NEXT_PUBLIC_SERVER_URL is ${raw}: a production server must be public over https:// (HSTS, Secure cookies, links in e-mails).`,
    ]
  return []
}

/**
 * Problems that stop a production server, one line each naming the variable. With
 * CITAYA_E2E_SERVE=1 (only the launcher's e2e-serve and test-e2e set it) the server may use the
 * Auth emulator and the local defaults, but only on this machine (e2eServeProblems).
 */
export function productionStartProblems(env: Record<string, string | undefined>): string[] {
  const switchValue = env.CITAYA_E2E_SERVE?.trim()
  if (switchValue) {
    if (switchValue !== '1')
      return [
        `CITAYA_E2E_SERVE is "${switchValue}": only npm run e2e:serve and npm run test:e2e set it (to 1). Unset it.`,
      ]
    const problems = e2eServeProblems(env)
    if (!env.PAYLOAD_SECRET?.trim())
      problems.push('PAYLOAD_SECRET is not set: a production server needs its own secret (e.g. openssl rand -hex 32).')
    problems.push(...sharedCacheProblems(env))
    problems.push(...metricsProblems(env))
    problems.push(...frontChangeProblems(env))
    problems.push(...tracingProblems(env))
    return problems
  }
  const problems: string[] = []
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (!secret)
    problems.push('PAYLOAD_SECRET is not set: a production server needs its own secret (e.g. openssl rand -hex 32).')
  else if (secret === LOCAL_DEFAULT_SECRET)
    problems.push('PAYLOAD_SECRET is the local default from .env.example: set a secret of your own for production.')
  else if (secret.length < 16)
    problems.push('PAYLOAD_SECRET is shorter than 16 characters: use a long random secret in production.')
  problems.push(...publicUrlProblems(env))
  if (!env.DATABASE_URL?.trim())
    problems.push(
      'DATABASE_URL is not set: a production server needs a PostgreSQL server of its own (the embedded database is for local development only).',
    )
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: the Auth emulator issues unsigned tokens and is refused in production (only npm run e2e:serve may use it). Unset it.',
    )
  problems.push(...firebaseProblems(env))
  problems.push(...sharedCacheProblems(env))
  problems.push(...metricsProblems(env))
  problems.push(...frontChangeProblems(env))
  problems.push(...tracingProblems(env))
  try {
    internalServerUrl(env)
  } catch (error) {
    problems.push((error as Error).message)
  }
  return problems
}

/**
 * REDIS_URL means several instances of one build share a cache (docs/operations.md). They must
 * then agree on the deployment (its id keys the shared cache and tells Next's assets and server
 * actions of this build from another's) and on the key that encrypts server actions' bound
 * values: without one shared key each process makes its own, and an admin action answered by
 * another instance than the one that rendered the page fails. Checked in e2e-serve too (the scale
 * test runs the same refusal).
 */
export function sharedCacheProblems(env: Record<string, string | undefined>): string[] {
  const raw = env.REDIS_URL?.trim()
  if (!raw) return []
  const problems: string[] = []
  if (!urlOf(raw, ['redis:', 'rediss:']))
    problems.push(
      'REDIS_URL is malformed: expected redis://host:6379/0 (or rediss:// for TLS), or unset it for a single instance with its own cache.',
    )
  if (!env.DEPLOYMENT_ID?.trim())
    problems.push(
      "DEPLOYMENT_ID is not set: with REDIS_URL (several instances) every instance of one build needs the same deployment id, set at build and at start (e.g. the release's git commit).",
    )
  else if (!/^[A-Za-z0-9._-]{1,64}$/.test(env.DEPLOYMENT_ID.trim()))
    problems.push(
      'DEPLOYMENT_ID may only hold letters, digits, ".", "_" and "-" (at most 64): it goes into asset URLs and cache keys.',
    )
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim()
  if (!key)
    problems.push(
      "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set: with REDIS_URL (several instances) all instances need one shared key (openssl rand -base64 32), or the admin's server actions fail on another instance.",
    )
  else if (![16, 24, 32].includes(Buffer.from(key, 'base64').length) || !/^[A-Za-z0-9+/]+={0,2}$/.test(key))
    problems.push(
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not a base64 AES key of 16, 24 or 32 bytes: generate one with openssl rand -base64 32.',
    )
  return problems
}

/** Doctors sign in with Firebase: production needs a real project and server credentials to verify sessions. */
function firebaseProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const project = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() ?? ''
  if (!project)
    problems.push('NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set: doctors cannot sign in without a Firebase project.')
  else if (project.startsWith('demo-'))
    problems.push(
      `NEXT_PUBLIC_FIREBASE_PROJECT_ID is ${project}, an emulator-only demo project: set your real Firebase project id.`,
    )
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim())
    problems.push("NEXT_PUBLIC_FIREBASE_API_KEY is not set: the browser needs the Firebase project's web API key.")
  const serviceAccount = env.FIREBASE_SERVICE_ACCOUNT?.trim()
  if (serviceAccount) {
    try {
      const parsed = JSON.parse(serviceAccount) as { client_email?: unknown; private_key?: unknown }
      if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string')
        throw new Error('incomplete')
    } catch {
      problems.push(
        'FIREBASE_SERVICE_ACCOUNT is not a service account key: paste the whole JSON key file (client_email, private_key, …).',
      )
    }
  } else if (!env.GOOGLE_APPLICATION_CREDENTIALS?.trim()) {
    problems.push(
      "FIREBASE_SERVICE_ACCOUNT is not set (nor GOOGLE_APPLICATION_CREDENTIALS): the server needs a service account to verify doctors' sessions.",
    )
  }
  return problems
}

/**
 * Where a process serves its Prometheus metrics (src/observability/metrics-server.ts): METRICS_PORT,
 * a port of its own that the caching front never forwards to, so visitors cannot reach it; with
 * METRICS_TOKEN set, a scrape must also send `Authorization: Bearer <token>`. Unset METRICS_PORT:
 * no metrics endpoint. null when the settings are wrong (metricsProblems says why).
 */
export function metricsSettings(env: Record<string, string | undefined>): { port: number; token?: string } | null {
  const raw = env.METRICS_PORT?.trim()
  if (!raw || metricsProblems(env).length) return null
  return { port: Number(raw), token: env.METRICS_TOKEN?.trim() || undefined }
}

/**
 * Where the caching fronts hear that content changed (FRONT_CHANGE_URLS: comma-separated, e.g.
 * `http://front:8081/front/changed`, the front's private port; docs/operations.md "The caching
 * front"). Each front then stops answering from the copies it took before (src/data/front-notice.ts).
 * Unset: no front is told, and a front's copy lives out its 1–2 s.
 */
export function frontChangeUrls(env: Record<string, string | undefined>): string[] {
  return frontChangeProblems(env).length ? [] : listed(env.FRONT_CHANGE_URLS)
}

/** FRONT_CHANGE_URLS, one line per address that is not one. */
export function frontChangeProblems(env: Record<string, string | undefined>): string[] {
  return listed(env.FRONT_CHANGE_URLS)
    .filter((raw) => !urlOf(raw, ['http:', 'https:']))
    .map(
      (raw) =>
        `FRONT_CHANGE_URLS holds "${raw}", which is not an http(s) address: list each front's change address, e.g. http://front:8081/front/changed, separated by commas.`,
    )
}

const listed = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * OpenTelemetry tracing (src/observability/tracing.ts): on when OTEL_EXPORTER_OTLP_ENDPOINT names
 * a collector's OTLP/HTTP address (the standard variable, read again by the exporter itself, as are
 * OTEL_EXPORTER_OTLP_HEADERS and OTEL_EXPORTER_OTLP_PROTOCOL); the service is OTEL_SERVICE_NAME,
 * `citaya-site` by default. null when off or wrongly set (tracingProblems says why).
 */
export function tracingSettings(env: Record<string, string | undefined>): { serviceName: string } | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || tracingProblems(env).length) return null
  return { serviceName: env.OTEL_SERVICE_NAME?.trim() || 'citaya-site' }
}

/** OTEL_EXPORTER_OTLP_ENDPOINT and OTEL_EXPORTER_OTLP_PROTOCOL, one line per problem naming the variable. */
export function tracingProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()
  if (endpoint && !urlOf(endpoint, ['http:', 'https:']))
    problems.push(
      `OTEL_EXPORTER_OTLP_ENDPOINT is "${endpoint}", which is not an http(s) address: set the OpenTelemetry collector's OTLP/HTTP address, e.g. http://otel-collector:4318, or unset it (no tracing).`,
    )
  const protocol = env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim()
  if (protocol && protocol !== 'http/protobuf' && protocol !== 'http/json')
    problems.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL is "${protocol}": traces are sent over OTLP/HTTP, as http/protobuf (the default) or http/json; gRPC is not offered.`,
    )
  return problems
}

/** METRICS_PORT and METRICS_TOKEN, one line per problem naming the variable. */
export function metricsProblems(env: Record<string, string | undefined>): string[] {
  const raw = env.METRICS_PORT?.trim()
  const token = env.METRICS_TOKEN?.trim()
  const problems: string[] = []
  if (raw) {
    const port = Number(raw)
    if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
      problems.push(`METRICS_PORT must be a port number (1–65535), not "${raw}".`)
    else if (raw === (env.PORT?.trim() || '3000'))
      problems.push(
        `METRICS_PORT is the site's own PORT (${raw}): the metrics need a port of their own, one the public front does not forward to.`,
      )
  } else if (token)
    problems.push('METRICS_TOKEN is set but METRICS_PORT is not: set the port the metrics are served on.')
  if (token && token.length < 16)
    problems.push('METRICS_TOKEN is shorter than 16 characters: use a long random token (e.g. openssl rand -hex 32).')
  return problems
}
