/**
 * Configuration checks shared by the launcher (scripts/run.ts, run by Node's type
 * stripping) and the app (instrumentation.ts). No imports, so both can load it.
 * Each problem is one line that names the variable to fix.
 */

export type DatabaseTarget =
  | { kind: 'external'; url: string; label: string }
  | { kind: 'embedded' }

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
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//.`,
    )
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
    throw new ConfigError(`INTERNAL_SERVER_URL is malformed: expected the web server's address, e.g. http://127.0.0.1:3000 (or unset it to use this machine's PORT).`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`INTERNAL_SERVER_URL must start with http:// or https://, not ${url.protocol}//.`)
  return raw.replace(/\/+$/, '')
}

/** The PAYLOAD_SECRET that .env.example ships for local work; a production start refuses it. */
export const LOCAL_DEFAULT_SECRET = 'local-development-secret-do-not-use-in-production'

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Problems that stop a production server. `e2eServe` is true only for the
 * `npm run e2e:serve` launcher, the one production start allowed to use the Auth emulator.
 */
export function productionStartProblems(env: Record<string, string | undefined>, e2eServe: boolean): string[] {
  const problems: string[] = []
  const secret = env.PAYLOAD_SECRET?.trim() ?? ''
  if (!secret) problems.push('PAYLOAD_SECRET is not set: a production server needs its own secret (e.g. openssl rand -hex 32).')
  else if (secret === LOCAL_DEFAULT_SECRET && !e2eServe)
    problems.push('PAYLOAD_SECRET is the local default from .env.example: set a secret of your own for production.')
  else if (secret.length < 16 && !e2eServe) problems.push('PAYLOAD_SECRET is shorter than 16 characters: use a long random secret in production.')
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !e2eServe)
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is set: the Auth emulator issues unsigned tokens and is refused in production (only npm run e2e:serve may use it). Unset it.',
    )
  if (!e2eServe) problems.push(...firebaseProblems(env))
  try {
    internalServerUrl(env)
  } catch (error) {
    problems.push((error as Error).message)
  }
  return problems
}

/** Doctors sign in with Firebase: production needs a real project and server credentials to verify sessions. */
function firebaseProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const project = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID?.trim() ?? ''
  if (!project) problems.push('NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set: doctors cannot sign in without a Firebase project.')
  else if (project.startsWith('demo-')) problems.push(`NEXT_PUBLIC_FIREBASE_PROJECT_ID is ${project}, an emulator-only demo project: set your real Firebase project id.`)
  if (!env.NEXT_PUBLIC_FIREBASE_API_KEY?.trim()) problems.push("NEXT_PUBLIC_FIREBASE_API_KEY is not set: the browser needs the Firebase project's web API key.")
  const serviceAccount = env.FIREBASE_SERVICE_ACCOUNT?.trim()
  if (serviceAccount) {
    try {
      const parsed = JSON.parse(serviceAccount) as { client_email?: unknown; private_key?: unknown }
      if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') throw new Error('incomplete')
    } catch {
      problems.push('FIREBASE_SERVICE_ACCOUNT is not a service account key: paste the whole JSON key file (client_email, private_key, …).')
    }
  } else if (!env.GOOGLE_APPLICATION_CREDENTIALS?.trim()) {
    problems.push('FIREBASE_SERVICE_ACCOUNT is not set (nor GOOGLE_APPLICATION_CREDENTIALS): the server needs a service account to verify doctors\' sessions.')
  }
  return problems
}
