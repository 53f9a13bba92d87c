import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { joinEmbedded, logFile, readState, urlFor } from '#scripts/lib/embedded-postgres.ts'
import { freePort } from '#scripts/lib/network.ts'
import { processAlive } from '#scripts/lib/processes.ts'

/**
 * The zero-configuration database (scripts/lib/embedded-postgres.ts): a real PostgreSQL server per
 * checkout, shared by concurrent commands, stopped when the last one exits, and recovering by
 * itself from SIGKILL. Each test uses a data folder of its own under .data/.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const folders: string[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function newDataDir(name: string): string {
  const dir = path.join(root, '.data', `test-${name}-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  rmSync(`${dir}.run`, { recursive: true, force: true })
  mkdirSync(path.dirname(dir), { recursive: true })
  folders.push(dir)
  return dir
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(100)
  }
}

/**
 * Listens on `port` as another program would; waits up to 15 s for a process still holding it to
 * let go, and answers undefined when something else keeps it (then it is taken all the same).
 */
async function takePort(port: number): Promise<net.Server | undefined> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const server = net.createServer()
    const taken = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (taken) return server
    if (Date.now() > deadline) return undefined
    await sleep(200)
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  for (const dir of folders) {
    const state = readState(dir)
    if (state && processAlive(state.supervisorPid)) process.kill(state.supervisorPid, 'SIGTERM')
    if (state) await until('the supervisor to stop', () => !processAlive(state.supervisorPid), 30_000).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}.run`, { recursive: true, force: true })
  }
})

// Generous timeouts: a server killed with SIGKILL replays its log on the next start, which takes
// seconds on a busy machine (CI builds beside it).
describe('embedded PostgreSQL server', () => {
  it(
    'is a real PostgreSQL 17 with transactions, shared by concurrent commands and stopped when the last one exits',
    { timeout: 180_000 },
    async () => {
      const dir = newDataDir('shared')
      const first = await joinEmbedded(dir)
      const [{ version }] = await query<{ version: string }>(first.url, 'select version()')
      expect(version).toMatch(/^PostgreSQL 17\./)
      // A rolled-back transaction leaves nothing: what PGlite could not give the app.
      await query(first.url, 'create table marker (value text)')
      await query(first.url, "begin; insert into marker values ('rolled back'); rollback")
      expect(await query(first.url, 'select * from marker')).toEqual([])

      // A second command of the same checkout joins the running server instead of starting one.
      const output = await runLauncher(['payload', 'migrate:status'], { EMBEDDED_DB_DIR: dir })
      expect(output.code).toBe(0)
      expect(output.text).toMatch(/embedded PostgreSQL in .* already running/)
      const state = readState(dir)!
      expect(first.url).toBe(urlFor(state.port))

      // The server outlived that command because this process still uses it; leaving stops it.
      expect(processAlive(state.postgresPid)).toBe(true)
      await first.leave()
      await until(
        'the server to stop',
        () => !processAlive(state.postgresPid) && !processAlive(state.supervisorPid),
        15_000,
      )
      expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false)
      expect(readState(dir)).toBeUndefined()
    },
  )

  it(
    'recovers from a killed supervisor and server, a stale postmaster.pid and its old port taken, with the data kept',
    { timeout: 180_000 },
    async () => {
      const dir = newDataDir('crash')
      const before = await joinEmbedded(dir)
      await query(before.url, "create table marker (value text); insert into marker values ('kept')")
      const crashed = readState(dir)!
      process.kill(crashed.supervisorPid, 'SIGKILL')
      process.kill(crashed.postgresPid, 'SIGKILL')
      await until(
        'the processes to die',
        () => !processAlive(crashed.postgresPid) && !processAlive(crashed.supervisorPid),
        10_000,
      )
      expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true)
      // Another program takes the port the server had. A child of the killed server may hold it for
      // a moment (CI once saw EADDRINUSE here), and then it is taken anyway: the case under test.
      const squatter = await takePort(crashed.port)
      try {
        const after = await joinEmbedded(dir)
        const recovered = readState(dir)!
        expect(recovered.port).not.toBe(crashed.port)
        expect(await query(after.url, 'select value from marker')).toEqual([{ value: 'kept' }])
        expect(readFileSync(logFile(dir), 'utf8')).toContain('removing the stale')
        await after.leave()
      } finally {
        squatter?.close()
      }
    },
  )

  it(
    'shuts down a server left running by a killed supervisor and serves the folder again',
    { timeout: 180_000 },
    async () => {
      const dir = newDataDir('orphan')
      const before = await joinEmbedded(dir)
      await query(before.url, "create table marker (value text); insert into marker values ('kept')")
      const orphaned = readState(dir)!
      process.kill(orphaned.supervisorPid, 'SIGKILL')
      await until('the supervisor to die', () => !processAlive(orphaned.supervisorPid), 10_000)
      expect(processAlive(orphaned.postgresPid)).toBe(true)
      const after = await joinEmbedded(dir)
      expect(processAlive(orphaned.postgresPid)).toBe(false)
      expect(await query(after.url, 'select value from marker')).toEqual([{ value: 'kept' }])
      expect(readFileSync(logFile(dir), 'utf8')).toContain('without its supervisor')
      await after.leave()
    },
  )

  // `npm run dev` twice (next dev compiles on the first request): proven on the newcomer's path,
  // i.e. when this suite itself runs without DATABASE_URL, not again on an external server.
  it.skipIf(!inject('embeddedRun'))(
    'npm run dev prints no error on its first run, and comes back with the same content after the launcher was killed with SIGKILL',
    { timeout: 600_000 },
    async () => {
      const dir = newDataDir('dev')
      const env = {
        EMBEDDED_DB_DIR: dir,
        PORT: String(await freePort()),
        FIREBASE_AUTH_EMULATOR_PORT: String(await freePort()),
      }
      const site = `http://127.0.0.1:${env.PORT}`
      const first = startLauncher(['dev'], env)
      try {
        await until('the first 200 on /', () => first.output().includes('Ready: first 200 on /'), 300_000)
        expect(first.output()).toMatch(/Ready: first 200 on \/ [\d.]+ s after the command started/)
        console.log(
          `[embedded] npm run dev, first start: ${/first 200 on \/ ([\d.]+ s)/.exec(first.output())?.[1]} to the first 200 on /`,
        )

        // A staff edit, through the admin's API, that the seed would never make.
        const marker = `Citas por WhatsApp ${Date.now()}`
        const login = await fetch(`${site}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
        })
        const { token } = (await login.json()) as { token: string }
        const edit = await fetch(`${site}/api/globals/landing?locale=es`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ hero: { title: marker } }),
        })
        expect(edit.status).toBe(200)
        expect(await (await fetch(`${site}/`)).text()).toContain(marker)
        // The admin answers too (its sign-in page, compiled on this first request).
        expect((await fetch(`${site}/admin`, { signal: AbortSignal.timeout(240_000) })).status).toBe(200)
        // A newcomer's first run prints no error and no Edge Runtime warning of the project's own:
        // Next compiles src/instrumentation.ts for the Edge runtime too, and Node-only start-up code
        // reached there is reported («Ecmascript file had an error», «A Node.js API is used … not
        // supported in the Edge Runtime») though the pages work.
        expect(
          first
            .output()
            .split('\n')
            .filter((line) => /error|Edge Runtime/i.test(line)),
        ).toEqual([])

        first.child.kill('SIGKILL')
        await until(
          'the launcher to die',
          () => first.child.exitCode !== null || first.child.signalCode !== null,
          10_000,
        )

        const second = startLauncher(['dev'], env)
        try {
          await until('the first 200 on / again', () => second.output().includes('Ready: first 200 on /'), 300_000)
          console.log(
            `[embedded] npm run dev after SIGKILL: ${/first 200 on \/ ([\d.]+ s)/.exec(second.output())?.[1]} to the first 200 on /`,
          )
          // The killed launcher's next dev (still holding the port) was stopped by the new one.
          expect(second.output()).toMatch(/Stopped .*next.* left running by a launcher that was killed/)
          expect(await (await fetch(`${site}/`)).text()).toContain(marker)
          const stored = (await (await fetch(`${site}/api/globals/landing?locale=es&depth=0`)).json()) as {
            hero: { title: string }
          }
          expect(stored.hero.title).toBe(marker)
        } finally {
          await stopLauncher(second.child)
        }
      } finally {
        await stopLauncher(first.child)
      }
      const state = readState(dir)
      await until('the server to stop with the last command', () => !state || !processAlive(state.postgresPid), 15_000)
    },
  )
})

function launcherEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { ...process.env, ...extra }
  delete env.DATABASE_URL
  delete env.NODE_ENV
  return env as NodeJS.ProcessEnv
}

function startLauncher(args: string[], extra: Record<string, string>): { child: ChildProcess; output: () => string } {
  let text = ''
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'run.ts'), ...args], {
    cwd: root,
    env: launcherEnv(extra),
    detached: true,
  })
  child.stdout?.on('data', (chunk) => (text += chunk))
  child.stderr?.on('data', (chunk) => (text += chunk))
  return { child, output: () => text }
}

async function runLauncher(
  args: string[],
  extra: Record<string, string>,
): Promise<{ code: number | null; text: string }> {
  const { child, output } = startLauncher(args, extra)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, text: output() }
}

async function stopLauncher(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  process.kill(child.pid, 'SIGTERM')
  await until('the launcher to stop', () => child.exitCode !== null || child.signalCode !== null, 30_000).catch(() => {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  })
}
