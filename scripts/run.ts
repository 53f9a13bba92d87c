/**
 * The launcher behind every npm script: loads the environment, picks the database (DATABASE_URL
 * or the checkout's embedded PostgreSQL server, scripts/lib/embedded-postgres.ts), starts the Firebase Auth emulator where needed, applies
 * migrations, then runs Next.js, Payload, or the test suites. Ctrl-C stops everything it started.
 * Runs on Node 24 with type stripping: `node scripts/run.ts <command> [args]`.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ConfigError, internalServerUrl, parseDatabaseUrl, productionStartProblems } from '#src/config/checks.ts'
import { recordBuildEpoch } from '#src/config/content-epoch.ts'
import { type Database, checkReachable, createFreshDatabase, startEmbedded } from '#scripts/lib/database.ts'
import { emulatorPort, realFirebaseConfigured, startAuthEmulator } from '#scripts/lib/emulator.ts'
import { loadEnvironment } from '#scripts/lib/env.ts'
import { freePort, waitForServer } from '#scripts/lib/network.ts'
import { completeStandalone, isStandaloneBuild } from '#scripts/lib/standalone.ts'
import { exited, reapOrphans, run, start, stop, stopAll } from '#scripts/lib/processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const log = (line: string) => console.log(`[citaya] ${line}`)

const cleanups: Array<() => Promise<void>> = []
let shuttingDown = false

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await stopAll()
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
  }
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping…`)
    void shutdown(130)
  })
}

/**
 * DATABASE_URL if set (checked), otherwise the checkout's embedded PostgreSQL server. `fresh`: a
 * new empty database on that server for this run (the end-to-end tests), dropped afterwards.
 */
async function openDatabase(options: { fresh?: boolean } = {}): Promise<Database> {
  const target = parseDatabaseUrl(process.env.DATABASE_URL)
  let server: Database
  if (target.kind === 'external') {
    await checkReachable(target.url, target.label)
    server = { url: target.url, description: `PostgreSQL at ${target.label} (DATABASE_URL)`, stop: async () => {} }
  } else {
    server = await startEmbedded(root, log)
    server.description = `${server.description} (DATABASE_URL is not set)`
  }
  log(`Database: ${server.description}`)
  if (!options.fresh) return server
  const fresh = await createFreshDatabase(server.url, 'citaya_e2e')
  log(`Database: fresh database ${new URL(fresh.url).pathname.slice(1)} for this run, dropped afterwards`)
  return {
    url: fresh.url,
    description: 'fresh',
    stop: async () => {
      await fresh.drop()
      await server.stop()
    },
  }
}

/** Database + (optionally) emulator, registered for cleanup; returns the children's environment. */
async function services(options: { emulator: boolean; fresh?: boolean }): Promise<NodeJS.ProcessEnv> {
  const database = await openDatabase({ fresh: options.fresh })
  cleanups.push(database.stop)
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url }
  if (options.emulator) {
    if (realFirebaseConfigured(process.env)) {
      log(`Firebase: project ${process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID} (NEXT_PUBLIC_FIREBASE_* settings)`)
    } else {
      const emulator = await startAuthEmulator(root)
      cleanups.push(emulator.stop)
      Object.assign(env, emulator.env)
      log(`Firebase: ${emulator.description}, because no real Firebase project is configured`)
    }
  }
  return env
}

/** Applies pending migrations and seeds an empty database (src/seed/cli.ts --prepare). */
async function prepare(env: NodeJS.ProcessEnv): Promise<void> {
  const code = await run(bin('payload'), ['run', 'src/seed/cli.ts', '--', '--prepare'], { env })
  if (code !== 0) throw new Error('Preparing the database failed (see above).')
}

/**
 * `next build` prerenders every page from the database, but Next keeps its data cache (the
 * unstable_cache entries in .next/cache/fetch-cache) from one build to the next: a build against
 * another or a changed database would prerender stale content. The database is the truth, so each
 * build starts without that cache.
 */
async function nextBuild(env: NodeJS.ProcessEnv): Promise<number> {
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const code = await run(bin('next'), ['build'], { env })
  // The content epoch the pages were prerendered from: a server started after a restore compares
  // it with the database's and expires the build's pages (src/config/content-epoch.ts).
  if (code === 0 && env.DATABASE_URL) await recordBuildEpoch(path.join(root, '.next'), env.DATABASE_URL)
  // The container image's build (output: 'standalone'): made into the folder the app image serves.
  if (code === 0 && isStandaloneBuild(path.join(root, '.next'))) await completeStandalone(root, log)
  return code
}

/** The production server (scripts/server.ts: Next's handler behind the compress-once layer). */
function serveProduction(env: NodeJS.ProcessEnv, port: string, logFile?: string) {
  return start(process.execPath, [path.join(root, 'scripts', 'server.ts')], {
    env: { ...env, NODE_ENV: 'production', PORT: port },
    logFile,
  })
}

const port = () => process.env.PORT || '3000'

/**
 * Prints how long `npm run dev` took from the command's start to the first 200 on `/` (next dev
 * compiles the page on that first request), so a slower start is noticed.
 */
async function reportFirstPage(url: string): Promise<void> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline && !shuttingDown) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(120_000) })
      await response.body?.cancel()
      if (response.status === 200) {
        log(`Ready: first 200 on / ${process.uptime().toFixed(1)} s after the command started`)
        return
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function refuseBadProductionConfig(env: NodeJS.ProcessEnv): void {
  const problems = productionStartProblems(env)
  if (problems.length) throw new ConfigError(problems.join('\n'))
}

/**
 * The environment of a production server started for tests: CITAYA_E2E_SERVE=1, which the server
 * honours only with the Auth emulator and the public URL on this machine (src/config/checks.ts).
 */
function e2eServeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const served = { ...env, CITAYA_E2E_SERVE: '1' }
  refuseBadProductionConfig(served)
  return served
}

const commands: Record<string, (args: string[]) => Promise<number>> = {
  async dev() {
    loadEnvironment(root, { dev: true, useExampleDefaults: true })
    const env = await services({ emulator: true })
    await prepare(env)
    log(`Site: http://localhost:${port()}  ·  Admin: http://localhost:${port()}/admin`)
    const server = start(bin('next'), ['dev', '--port', port()], { env: { ...env, NODE_ENV: 'development' } })
    void reportFirstPage(`http://127.0.0.1:${port()}/`)
    return exited(server)
  },

  async build() {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    const env = await services({ emulator: false })
    if (!realFirebaseConfigured(process.env)) {
      // A local build, for e2e:serve: its Content-Security-Policy (fixed at build time) lets the
      // browser reach the Auth emulator. A production build names a real project and never does.
      env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${emulatorPort()}`
      log(
        `Firebase: no real project configured; this build allows the Auth emulator on ${env.FIREBASE_AUTH_EMULATOR_HOST} (for npm run e2e:serve)`,
      )
    }
    await prepare(env)
    return nextBuild(env)
  },

  async start() {
    loadEnvironment(root, { dev: false, useExampleDefaults: false })
    if (process.env.CITAYA_E2E_SERVE)
      throw new ConfigError(
        'CITAYA_E2E_SERVE is set: it is for npm run e2e:serve and the tests only, never npm start. Unset it.',
      )
    refuseBadProductionConfig(process.env)
    const env = await services({ emulator: false })
    await prepare({ ...env, NODE_ENV: 'production' })
    return exited(serveProduction(env, port()))
  },

  async 'e2e-serve'() {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    const env = await services({ emulator: true })
    const served = e2eServeEnv(env)
    await prepare({ ...env, NODE_ENV: 'production' })
    return exited(serveProduction(served, port()))
  },

  /**
   * The one jobs worker of a several-instance deployment (docs/operations.md): src/jobs/worker.ts,
   * which runs the due jobs of the default queue every second (scheduled publishing, contact
   * deliveries). App instances then run with CITAYA_NO_JOBS=1 (no jobs cron of their own); jobs are
   * claimed atomically, as leases that expire when their process is gone (src/config/job-claims.ts),
   * so a contact post's immediate delivery by an instance and the worker never send one message
   * twice and a job whose runner died runs again. The worker is no Next process: the pages a
   * scheduled publish changes are expired through INTERNAL_SERVER_URL (src/data/revalidate.ts).
   * Applies no migrations (the release step does); survives a database restart; with Ctrl-C or
   * SIGTERM finishes or hands back its jobs, then stops.
   */
  async worker() {
    loadEnvironment(root, { dev: false, useExampleDefaults: process.env.NODE_ENV !== 'production' })
    const env = await services({ emulator: false })
    log(`Jobs worker: queue default every second; pages expired through ${internalServerUrl(env)}`)
    const worker = start(bin('payload'), ['run', 'src/jobs/worker.ts'], {
      env: { ...env, NODE_ENV: env.NODE_ENV || 'production' },
    })
    return exited(worker)
  },

  /**
   * `npm run backup [-- folder]` / `npm run restore -- folder` (scripts/backup.ts): the database
   * (pg_dump / pg_restore) and the media together, against DATABASE_URL or the embedded server.
   */
  async backup(args) {
    loadEnvironment(root, { dev: false, useExampleDefaults: process.env.NODE_ENV !== 'production' })
    const env = await services({ emulator: false })
    return run(process.execPath, [path.join(root, 'scripts', 'backup.ts'), 'backup', ...args], { env })
  },

  async restore(args) {
    loadEnvironment(root, { dev: false, useExampleDefaults: process.env.NODE_ENV !== 'production' })
    const env = await services({ emulator: false })
    return run(process.execPath, [path.join(root, 'scripts', 'backup.ts'), 'restore', ...args], { env })
  },

  async seed(args) {
    loadEnvironment(root, { dev: true, useExampleDefaults: true })
    const env = await services({ emulator: false })
    return run(bin('payload'), ['run', 'src/seed/cli.ts', '--', ...args], { env })
  },

  /** Any Payload CLI command against the configured database, e.g. `npm run payload -- migrate:create name`. */
  async payload(args) {
    loadEnvironment(root, { dev: true, useExampleDefaults: true })
    const env = await services({ emulator: false })
    return run(bin('payload'), args, { env })
  },

  async 'test-int'(args) {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    return run(bin('vitest'), ['run', '--project', 'int', ...args])
  },

  /** Fresh database, seeded; production build; e2e:serve; Playwright; everything torn down. */
  async 'test-e2e'(args) {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    const e2ePort = process.env.E2E_PORT || '3100'
    const baseUrl = `http://127.0.0.1:${e2ePort}`
    // The public URL is the one the browser opens: Payload's admin calls its API there and
    // accepts staff cookies only from that origin (csrf, payload.config.ts).
    process.env.NEXT_PUBLIC_SERVER_URL = baseUrl
    const env = await services({ emulator: true, fresh: true })
    const served = e2eServeEnv(env)
    await prepare(env)
    const buildCode = await nextBuild(env)
    if (buildCode !== 0) return buildCode
    const reportCode = await run(process.execPath, ['scripts/build-report.ts'], { env })
    if (reportCode !== 0) return reportCode
    // The server's metrics on a port of their own, and its output kept in a file as well as
    // printed (emptied at each run): tests/e2e/observability.spec.ts scrapes the one and searches
    // the other. Without SMTP_HOST the server writes every mail whole to mailLog
    // (src/email/adapter.ts): the tests follow the links in the mails the site sent
    // (tests/e2e/support/mail.ts).
    const metricsPort = String(await freePort())
    // The private port of the caching front a spec starts in front of this server
    // (tests/e2e/page-journey.spec.ts): the server tells it of every change, as in production.
    const frontPrivatePort = String(await freePort())
    const serverLog = path.join(tmpdir(), `citaya-e2e-server-${e2ePort}.log`)
    const mailLog = path.join(tmpdir(), `citaya-e2e-mails-${e2ePort}.log`)
    for (const file of [serverLog, mailLog]) writeFileSync(file, '')
    // Tracing on, as an operator with a collector runs it: the server's traces go to a receiver
    // that keeps them in a file (tests/e2e/observability.spec.ts reads it).
    // (Imported here: the images carry scripts/run.ts for their release step, but no tests/.)
    const { startOtlpReceiver } = await import('#tests/e2e/support/otlp-receiver.ts')
    const otlpLog = path.join(tmpdir(), `citaya-e2e-otlp-${e2ePort}.log`)
    const otlp = await startOtlpReceiver(otlpLog)
    const server = serveProduction(
      {
        ...served,
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1',
        METRICS_PORT: metricsPort,
        FRONT_CHANGE_URLS: `http://127.0.0.1:${frontPrivatePort}/front/changed`,
        CITAYA_E2E_MAIL_LOG: mailLog,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Only requests that arrive with a sampled trace (the observability test's): the other
        // tests' pages are answered, and timed, as on an untraced server.
        OTEL_TRACES_SAMPLER: 'parentbased_always_off',
      },
      e2ePort,
      serverLog,
    )
    await waitForServer(baseUrl)
    const playwright = (phase?: string) =>
      run(bin('playwright'), ['test', ...args], {
        env: {
          ...env,
          E2E_BASE_URL: baseUrl,
          E2E_METRICS_URL: `http://127.0.0.1:${metricsPort}/metrics`,
          E2E_SERVER_LOG: serverLog,
          E2E_MAIL_LOG: mailLog,
          E2E_OTLP_LOG: otlpLog,
          E2E_FRONT_PRIVATE_PORT: frontPrivatePort,
          ...(phase ? { E2E_PHASE: phase } : {}),
        },
      })
    // The whole suite in two phases (playwright.config.ts): the specs that only read, two at a
    // time, then the rest alone. Both run even if the first fails, so one report says everything.
    let code: number
    if (args.length) code = await playwright()
    else {
      const reading = await playwright('reading')
      code = (await playwright('writing')) || reading
    }
    await stop(server)
    await otlp.close()
    return code
  },

  /**
   * The production topology on this machine (scripts/scale-test.ts): a fresh database, the Auth
   * emulator, one build on two instances sharing Redis and S3, the worker and the nginx front;
   * prints each check's figures.
   */
  async 'test-scale'() {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    const env = await services({ emulator: true, fresh: true })
    return run(process.execPath, [path.join(root, 'scripts', 'scale-test.ts')], { env })
  },

  async test() {
    loadEnvironment(root, { dev: false, useExampleDefaults: true })
    const steps: Array<[string, () => Promise<number>]> = [
      // Side by side: each is one process on one core (tsc 32 s and ESLint 31 s in a CI run here).
      [
        'Type check and lint',
        async () => {
          const codes = await Promise.all([
            run(bin('tsc'), ['--noEmit']),
            run(bin('eslint'), ['.', '--max-warnings', '0']),
          ])
          return codes.find((code) => code !== 0) ?? 0
        },
      ],
      ['Unit tests', () => run(bin('vitest'), ['run', '--project', 'unit'])],
      ['Integration tests', () => commands['test-int']([])],
      ['End-to-end tests', () => commands['test-e2e']([])],
    ]
    const took: string[] = []
    for (const [name, step] of steps) {
      log(`── ${name}`)
      const started = Date.now()
      const code = await step()
      took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`)
      log(`── ${name}: ${took.at(-1)!.slice(name.length + 1)}${code === 0 ? '' : `, failed (exit ${code})`}`)
      if (code !== 0) return code
    }
    log(`All checks passed (${took.join(', ')}).`)
    return 0
  },
}

const [command, ...args] = process.argv.slice(2)
const handler = command ? commands[command] : undefined
if (!handler) {
  console.error(`Usage: node scripts/run.ts <${Object.keys(commands).join('|')}> [args]`)
  process.exit(2)
}

try {
  for (const orphan of await reapOrphans(path.join(root, '.data', 'launcher'), root)) {
    log(`Stopped ${orphan}, left running by a launcher that was killed`)
  }
  await shutdown(await handler(args.filter((arg) => arg !== '--')))
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
  else console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
