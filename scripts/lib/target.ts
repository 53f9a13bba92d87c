import { existsSync } from 'node:fs'
import path from 'node:path'

import { freePort, waitForServer } from '#scripts/lib/network.ts'
import { start, stop } from '#scripts/lib/processes.ts'

/**
 * The production server a measuring script (bench, audit) runs against: the one at --url (or
 * TARGET_URL) if given, which must be on this machine, otherwise the existing build served by
 * `node scripts/run.ts e2e-serve` on a free port, stopped when the script ends.
 */
export type Target = {
  baseUrl: string
  stop: () => Promise<void>
  /** The launcher's process when the server was started here (its CPU time can then be read: cpu.ts). */
  pid?: number
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function targetUrlFromArgs(args: string[]): string | undefined {
  const index = args.indexOf('--url')
  const fromArgs = index >= 0 ? args[index + 1] : args.find((arg) => arg.startsWith('--url='))?.slice('--url='.length)
  return fromArgs || process.env.TARGET_URL || undefined
}

/** Only this machine is ever measured: the scripts put load on the target. */
export function checkLocal(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`--url ${url} is not a URL (expected e.g. http://127.0.0.1:3401).`)
  }
  if (!LOCAL_HOSTS.has(parsed.hostname))
    throw new Error(`--url must point at this machine (127.0.0.1 or localhost), not ${parsed.hostname}.`)
  return parsed.origin
}

export async function openTarget(
  root: string,
  args: string[],
  log: (line: string) => void,
  /** Extra environment of the server started here (never of one at --url). */
  extraEnv: Record<string, string> = {},
): Promise<Target> {
  const given = Object.keys(extraEnv).length ? undefined : targetUrlFromArgs(args)
  if (given) {
    const baseUrl = checkLocal(given)
    await waitForServer(baseUrl, 10_000)
    log(`Target: ${baseUrl} (already running)`)
    return { baseUrl, stop: async () => {} }
  }
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (or pass --url of a running production server).')
  }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  log(`Target: starting the production build with npm run e2e:serve on ${baseUrl}…`)
  const server = start(process.execPath, [path.join(root, 'scripts', 'run.ts'), 'e2e-serve'], {
    env: { ...process.env, ...extraEnv, PORT: String(port) },
    quiet: true,
  })
  // Ctrl-C or a kill of the script stops the server it started (processes.ts kills its group on exit).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(130))
  let output = ''
  server.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  server.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  try {
    await Promise.race([
      waitForServer(baseUrl),
      new Promise((_, reject) =>
        server.once('exit', (code) => reject(new Error(`e2e:serve exited (${code}) before answering:\n${output}`))),
      ),
    ])
  } catch (error) {
    await stop(server)
    throw error
  }
  return { baseUrl, stop: () => stop(server), pid: server.pid }
}

/** Runs a measuring script's main and exits with its code; a failure is one line, not a stack. */
export async function exitWith(main: () => Promise<number>): Promise<never> {
  try {
    process.exit(await main())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
