/**
 * The one reader of the process environment. Every variable the application uses is read here
 * (and documented in .env.example and docs/configuration.md); the rest of `src/`
 * imports these functions, and ESLint refuses `process.env` anywhere else in `src/`.
 *
 * Reads are literal (`process.env.NAME`, never `process.env[name]`) on purpose: Next inlines
 * `NODE_ENV` and the `NEXT_PUBLIC_*` values into its bundles at build time only in that form.
 * Functions that decide from several variables take an `Env` (default: the process's), so tests
 * pass their own. The checks that refuse a bad configuration, one line per variable, are in
 * ./checks.ts; the launcher (scripts/run.ts) fills unset local values from .env.example.
 */

export type Env = Readonly<Record<string, string | undefined>>

/** The process's environment, as the default of every `env` parameter. */
export const processEnv = (): Env => process.env

const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined

export const env = {
  /** `production` for `next build`, `npm start` and `e2e:serve`; `development` under `next dev`. */
  nodeEnv: (): string | undefined => process.env.NODE_ENV,
  isProduction: (): boolean => process.env.NODE_ENV === 'production',
  isDevelopment: (): boolean => process.env.NODE_ENV === 'development',
  /** Inside `next build` (pages prerendered), as opposed to a server answering requests. */
  isBuildPhase: (): boolean => process.env.NEXT_PHASE === 'phase-production-build',
  /**
   * Set by scripts/server.ts itself (never by hand) when the database was restored since this
   * build (src/config/content-epoch.ts): the build's pages are then not copied to the shared cache.
   */
  contentRestoredSinceBuild: (): boolean => process.env.CITAYA_CONTENT_RESTORED === '1',

  /** NEXT_PUBLIC_SERVER_URL without a trailing slash: the public site (canonical links, mails, CSRF origin). */
  publicServerUrl: (): string => (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** PORT: this server's own port (3000), for requests to itself on the loopback interface. */
  port: (): string => trimmed(process.env.PORT) ?? '3000',
  /** PAYLOAD_SECRET: signs staff sessions; also derives the revalidation token and the rate limit's address hash. */
  payloadSecret: (): string => process.env.PAYLOAD_SECRET ?? '',
  /** CITAYA_NO_JOBS=1: this process runs no jobs on its own timer (`npm run worker` does). */
  runsJobs: (): boolean => process.env.CITAYA_NO_JOBS !== '1',
  /** REDIS_URL: Next's cache shared by several instances; unset, the local cache. */
  redisUrl: (): string | undefined => trimmed(process.env.REDIS_URL),
  /** DEPLOYMENT_ID: one id per build, the same on every instance serving it (Next's deploymentId). */
  deploymentId: (): string | undefined => trimmed(process.env.DEPLOYMENT_ID),
  /** MEDIA_DIR: uploads on the local disk when S3_BUCKET is unset. */
  mediaDir: (): string => process.env.MEDIA_DIR || 'media',
  /** CONTACT_FORWARD_URL: where each contact message is also POSTed as JSON. */
  contactForwardUrl: (): string | undefined => trimmed(process.env.CONTACT_FORWARD_URL),
  /** ADMIN_EMAIL / ADMIN_PASSWORD: the admin `npm run seed` creates or resets. */
  seedAdmin: (): { email: string | undefined; password: string | undefined } => ({
    email: process.env.ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    password: process.env.ADMIN_PASSWORD || undefined,
  }),
  /** FIREBASE_AUTH_EMULATOR_HOST: set by the launcher when it starts the Auth emulator. */
  firebaseEmulatorHost: (): string | undefined => trimmed(process.env.FIREBASE_AUTH_EMULATOR_HOST),
  /** FIREBASE_SERVICE_ACCOUNT: the service account key's JSON (or GOOGLE_APPLICATION_CREDENTIALS, read by firebase-admin itself). */
  firebaseServiceAccount: (): string | undefined => trimmed(process.env.FIREBASE_SERVICE_ACCOUNT),
}

/**
 * The one write to the process environment: the process's local time zone (`TZ`), which Node
 * applies to Date and Intl as soon as it is assigned (payload.config.ts says why).
 */
export function setLocalTimeZone(timeZone: string): void {
  process.env.TZ = timeZone
}
