import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Child processes of the launcher. Each runs in its own process group so that stopping it
 * stops everything it started (next dev's workers, the emulator's helpers): no orphans.
 */
const running = new Set<ChildProcess>()

export type RunOptions = { env?: NodeJS.ProcessEnv; quiet?: boolean }

export function start(command: string, args: string[], options: RunOptions = {}): ChildProcess {
  const child = spawn(command, args, {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: options.env ?? process.env,
    detached: true,
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
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
})
