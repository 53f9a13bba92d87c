/**
 * Starts the caching front (Debian's nginx, /usr/sbin/nginx) in the foreground as a child of this
 * process, with its own configuration, pid, temporary files and cache under `workDir`: no system
 * service, nothing outside workDir. The configuration is scripts/front-config.ts's, the one the
 * compose topology uses. Loopback only.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { NJS_MODULE, frontConfig, frontScript, writeFrontErrorPages } from '#scripts/front-config.ts'
import { start, stop as stopChild } from '#scripts/lib/processes.ts'

export const NGINX = process.env.NGINX_BINARY || '/usr/sbin/nginx'

/** Whether nginx and its JavaScript module are installed here (CI installs both: .ci/run). */
export function nginxInstalled(): boolean {
  return existsSync(NGINX) && existsSync(NJS_MODULE)
}

/** What to install when nginxInstalled() is false. */
export const NGINX_PACKAGES = 'apt-get install -y nginx libnginx-mod-http-js'

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

export async function startFront(o: {
  port: number
  upstreams: string[]
  workDir: string
  /** Extra `server {}` blocks in the same nginx (the benchmark's static reference). */
  extraServers?: string
  /** Worker processes (default: one per core). */
  workers?: number | 'auto'
  /**
   * The JSON access log's file (default: none), and the private port (stub_status and the app's
   * change notices at /front/changed; default: none, so no notice reaches this front).
   */
  accessLog?: string
  statusListen?: string
}): Promise<{ url: string; configPath: string; stop(): Promise<void>; purge(): void }> {
  if (!nginxInstalled())
    throw new Error(`nginx (${NGINX}) or its JavaScript module (${NJS_MODULE}) is not installed: ${NGINX_PACKAGES}`)
  const workDir = path.resolve(o.workDir)
  mkdirSync(workDir, { recursive: true })
  const configPath = path.join(workDir, 'nginx.conf')
  const errorLog = path.join(workDir, 'error.log')
  const errorPagesDir = path.join(workDir, 'error-pages')
  writeFrontErrorPages(errorPagesDir)
  const scriptPath = path.join(workDir, 'front.js')
  writeFileSync(scriptPath, frontScript(workDir))
  writeFileSync(
    configPath,
    frontConfig({
      listen: `127.0.0.1:${o.port}`,
      upstreams: o.upstreams,
      workDir,
      errorLog,
      // As root, nginx's workers would otherwise run as nobody and could not write the cache here.
      userRoot: process.getuid?.() === 0,
      daemonOff: true,
      workers: o.workers,
      extraServers: o.extraServers,
      errorPagesDir,
      accessLog: o.accessLog,
      statusListen: o.statusListen,
      scriptPath,
    }),
  )
  const readLog = () =>
    existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim().split('\n').slice(-5).join('\n') : ''
  const child = start(NGINX, ['-p', workDir, '-c', configPath, '-e', errorLog], { quiet: true })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 15_000
  while (!(await connects(o.port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stopChild(child, 2000)
      throw new Error(`nginx did not start on 127.0.0.1:${o.port}: ${output.trim() || readLog() || 'no output'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${o.port}`,
    configPath,
    // SIGTERM: nginx's fast shutdown (open connections are closed; this is a test front).
    stop: () => stopChild(child, 5000),
    /** Empties the page cache (nginx notices removed entries and fetches them again). */
    purge() {
      const pages = path.join(workDir, 'cache_pages')
      for (const entry of existsSync(pages) ? readdirSync(pages) : [])
        rmSync(path.join(pages, entry), { recursive: true, force: true })
    },
  }
}
