import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Child processes of the launcher. Each runs in its own process group so that stopping it
 * stops everything it started (next dev's workers, the emulator's helpers): no orphans.
 */
const running = new Set<ChildProcess>()

export type RunOptions = {
  env?: NodeJS.ProcessEnv
  quiet?: boolean
  /** Also append the child's output to this file (the e2e server: the tests read the mails it logs). */
  logFile?: string
}

export function start(command: string, args: string[], options: RunOptions = {}): ChildProcess {
  const child = spawn(command, args, {
    stdio: options.quiet || options.logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: options.env ?? process.env,
    detached: true,
  })
  if (options.logFile && !options.quiet) {
    const file = createWriteStream(options.logFile, { flags: 'a' })
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      file.write(chunk)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      file.write(chunk)
    })
    child.on('exit', () => file.end())
  }
  running.add(child)
  saveRegistry()
  child.on('exit', () => {
    running.delete(child)
    saveRegistry()
  })
  return child
}

/**
 * A launcher killed with SIGKILL cannot stop its children: `next dev` would keep the port and the
 * next `npm run dev` would fail. So each launcher lists its children's process groups in
 * `<dir>/<pid>.json`, and the next launcher stops the groups of a launcher that is gone.
 */
let registry: string | undefined

function saveRegistry(): void {
  if (!registry) return
  const groups = [...running].map((child) => child.pid).filter((pid): pid is number => Boolean(pid))
  writeFileSync(registry, JSON.stringify({ groups }))
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

export async function reapOrphans(dir: string, root: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true })
  registry = path.join(dir, `${process.pid}.json`)
  const reaped: string[] = []
  for (const name of readdirSync(dir)) {
    const pid = Number(name.replace(/\.json$/, ''))
    if (pid === process.pid || processAlive(pid)) continue
    let groups: number[] = []
    try {
      groups = (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { groups: number[] }).groups
    } catch {
      // unreadable: nothing to stop
    }
    for (const pgid of groups) {
      // Only a group still led by a command of this checkout (pids are reused).
      let command = ''
      try {
        command = readFileSync(`/proc/${pgid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      } catch {
        continue
      }
      if (!command.includes(root) || !groupAlive(pgid)) continue
      process.kill(-pgid, 'SIGTERM')
      const deadline = Date.now() + 8000
      while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL')
      reaped.push(`${command.trim().split(' ').slice(0, 3).join(' ')} (pid ${pgid})`)
    }
    rmSync(path.join(dir, name), { force: true })
  }
  return reaped
}

/** Whether `pid` runs (a zombie waiting for its parent to collect it does not count). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true // no /proc (macOS)
  }
}

/** Runs a command to completion; resolves with its exit code (signals count as failure). */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  const child = start(command, args, options)
  return exited(child)
}

export function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode)
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)))
    child.once('error', (error) => {
      console.error(`Could not start ${child.spawnfile}: ${error.message}`)
      resolve(127)
    })
  })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Stops one child (and its group): SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = exited(child)
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
  signalGroup(child, 'SIGKILL') // grandchildren that ignored SIGTERM
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].reverse().map((child) => stop(child)))
}

// Last resort if the launcher exits without cleaning up.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL')
  if (registry) rmSync(registry, { force: true })
})
