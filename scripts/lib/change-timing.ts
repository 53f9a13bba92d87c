/**
 * How long each way staff change a public page takes to reach visitors through the caching front
 * (issue 40): publish, unpublish, re-publish, delete, a scheduled publish and unpublish run by the
 * worker, a campaign release at its moment and its revert, and a restored version. Each path runs
 * `runs` times on posts and content of its own; the pages it changes are polled through the front
 * every 100 ms, one request in flight per page and encoding, as a browser asks (br) and as a client
 * without compression asks (identity): the time is from the change (the save's answer, or the
 * scheduled moment) to the first answer that shows it. Used by scripts/scale-test.ts and
 * scripts/container-test.ts; prints figures, the callers judge them against the 2 s promise.
 */
import { createDraftPost, schedulePublish, wholeSecondAhead } from '#scripts/lib/scheduled-draft.ts'

type Staff = Record<string, string>

export type ChangeTimingOptions = {
  /** An instance's origin: where staff's REST calls go. */
  origin: string
  /** The front's origin: where visitors' requests go. */
  front: string
  staff: Staff
  /** The topology's database: the scheduled paths write the admin's job row (scheduled-draft.ts). */
  databaseUrl: string
  runs: number
  /** Distinguishes this run's posts and texts from an earlier run's. */
  runId: string
  log: (line: string) => void
}

export type PathTiming = {
  path: string
  /** Milliseconds from the change to the first answer showing it, per encoding: one value per run. */
  ms: { br: number[]; identity: number[] }
  /** Runs where a page never showed the change within the watch (15 s), or showed it early. */
  failures: string[]
}

const ENCODINGS = { br: 'br, gzip', identity: 'identity' } as const
const WATCH_MS = 15_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Watch = { page: string; needle: string; shows: boolean }

/** A page's body through the front, asked as a client with that encoding asks ('' when it failed). */
async function bodyOf(front: string, page: string, encoding: keyof typeof ENCODINGS): Promise<string> {
  try {
    const response = await fetch(`${front}${page}`, {
      headers: { 'accept-encoding': ENCODINGS[encoding] },
      signal: AbortSignal.timeout(10_000),
    })
    return await response.text()
  } catch {
    return ''
  }
}

/**
 * Polls every page of `watched` through the front in both encodings until each shows (or no
 * longer shows) its needle; times are relative to `since`, which may lie ahead (a scheduled
 * moment): an answer showing the change before it counts as early.
 */
async function watch(front: string, watched: Watch[], since: number) {
  const times: { br: number[]; identity: number[] } = { br: [], identity: [] }
  const problems: string[] = []
  await Promise.all(
    watched.flatMap(({ page, needle, shows }) =>
      (Object.keys(ENCODINGS) as Array<keyof typeof ENCODINGS>).map(async (encoding) => {
        while (Date.now() - since < WATCH_MS) {
          const asked = Date.now()
          const body = await bodyOf(front, page, encoding)
          if (body && body.includes(needle) === shows) {
            if (asked < since) problems.push(`${page} (${encoding}) showed it ${since - asked} ms early`)
            else {
              times[encoding].push(Date.now() - since)
              return
            }
          }
          await sleep(Math.max(0, 100 - (Date.now() - asked)))
        }
        problems.push(`${page} (${encoding}) never within ${WATCH_MS / 1000} s`)
      }),
    ),
  )
  // A run's time is its slowest page: when every page a visitor might open shows the change.
  return {
    br: times.br.length ? Math.max(...times.br) : Number.NaN,
    identity: times.identity.length ? Math.max(...times.identity) : Number.NaN,
    problems,
  }
}

export async function timeChangePaths(o: ChangeTimingOptions): Promise<PathTiming[]> {
  const json = async <T>(response: Response): Promise<T> => {
    if (response.status >= 300)
      throw new Error(`${response.url}: ${response.status} ${(await response.text()).slice(0, 300)}`)
    return (await response.json()) as T
  }
  const send = <T = { doc: { id: number } }>(method: string, path: string, body?: unknown) =>
    fetch(`${o.origin}${path}`, {
      method,
      headers: { ...o.staff, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((response) => json<T>(response))

  /** A draft post of this run, with its pages: the blog in both languages and its own page. */
  let serial = 0
  const newPost = async () => {
    serial += 1
    const titles = { es: `Cambio ${o.runId} ${serial}`, en: `Change ${o.runId} ${serial}` }
    const { id } = await createDraftPost(o.origin, o.staff, { slug: `cambio-${o.runId}-${serial}`, titles })
    const { articleNumber: number } = await json<{ articleNumber: number }>(
      await fetch(`${o.origin}/api/posts/${id}?draft=true&depth=0`, { headers: o.staff }),
    )
    const pages = (shows: boolean): Watch[] => [
      { page: '/blog', needle: titles.es, shows },
      { page: '/en/blog', needle: titles.en, shows },
      { page: `/blog/${number}`, needle: titles.es, shows },
      { page: `/en/blog/${number}`, needle: titles.en, shows },
    ]
    return { id, pages }
  }
  const publish = (id: number) => send('PATCH', `/api/posts/${id}?locale=es`, { _status: 'published' })
  const unpublish = (id: number) => send('PATCH', `/api/posts/${id}?locale=es`, { _status: 'draft' })
  /** A change made at once: timed from its answer (what staff see as saved). */
  const atOnce = (change: () => Promise<unknown>) => async () => {
    await change()
    return Date.now()
  }
  /** A job the admin's schedule dialog writes, due at a whole second at least 3 s ahead: timed from then. */
  const scheduled = (id: number, type: 'publish' | 'unpublish') => async () => {
    const at = wholeSecondAhead(3000)
    await schedulePublish(o.databaseUrl, o.origin, o.staff, { postId: id, at, type })
    return at.getTime()
  }

  // The plan every page with prices shows, for the release and its revert.
  const [plan] = (
    await json<{ docs: Array<{ id: number; name: string }> }>(
      await fetch(`${o.origin}/api/plans?where[key][equals]=medico&locale=es&depth=0`, { headers: o.staff }),
    )
  ).docs
  // The plans page and the seeded page staff made that places the plan (issue 39).
  const planPages = (needle: string, shows: boolean): Watch[] =>
    ['/plans', '/para-psicologos'].map((page) => ({ page, needle, shows }))

  /** A path's pages, and its change: returns the moment it is timed from. */
  type Prepared = { watched: Watch[]; change: () => Promise<number> }
  type Path = { name: string; prepare: (index: number) => Promise<Prepared> }
  const paths: Path[] = [
    {
      name: 'publish',
      prepare: async () => {
        const post = await newPost()
        return { watched: post.pages(true), change: atOnce(() => publish(post.id)) }
      },
    },
    {
      name: 'unpublish',
      prepare: async () => {
        const post = await newPost()
        await publish(post.id)
        return { watched: post.pages(false), change: atOnce(() => unpublish(post.id)) }
      },
    },
    {
      name: 're-publish',
      prepare: async () => {
        const post = await newPost()
        await publish(post.id)
        await unpublish(post.id)
        return { watched: post.pages(true), change: atOnce(() => publish(post.id)) }
      },
    },
    {
      name: 'delete',
      prepare: async () => {
        const post = await newPost()
        await publish(post.id)
        return { watched: post.pages(false), change: atOnce(() => send('DELETE', `/api/posts/${post.id}`)) }
      },
    },
    {
      name: 'scheduled publish',
      prepare: async () => {
        const post = await newPost()
        return { watched: post.pages(true), change: scheduled(post.id, 'publish') }
      },
    },
    {
      name: 'scheduled unpublish',
      prepare: async () => {
        const post = await newPost()
        await publish(post.id)
        return { watched: post.pages(false), change: scheduled(post.id, 'unpublish') }
      },
    },
    {
      name: 'release at its moment',
      prepare: async (index) => {
        const name = `Plan ${o.runId} ${index}`
        await send('PATCH', `/api/plans/${plan!.id}?locale=es&draft=true`, { name, _status: 'draft' })
        const release = await send('POST', '/api/releases', {
          name: `Cambio ${o.runId} ${index}`,
          items: [{ targetType: 'collection', target: 'plans', docId: String(plan!.id) }],
        })
        return {
          watched: planPages(name, true),
          change: async () => {
            const at = wholeSecondAhead(3000)
            await send('PATCH', `/api/releases/${release.doc.id}`, {
              status: 'scheduled',
              scheduledAt: at.toISOString(),
            })
            return at.getTime()
          },
        }
      },
    },
    {
      name: 'release revert',
      prepare: async (index) => {
        // The release the previous path published, taken back: its plan name leaves the pages.
        const { docs } = await json<{ docs: Array<{ id: number }> }>(
          await fetch(
            `${o.origin}/api/releases?where[name][equals]=${encodeURIComponent(`Cambio ${o.runId} ${index}`)}&depth=0`,
            { headers: o.staff },
          ),
        )
        return {
          watched: planPages(`Plan ${o.runId} ${index}`, false),
          change: atOnce(() => send('POST', `/api/releases/${docs[0]!.id}/revert`, {})),
        }
      },
    },
    {
      name: 'restore a version',
      prepare: async (index) => {
        // The landing's headline published with a mark, then without; restoring the marked
        // version brings the mark back.
        const landing = await json<{ hero: { title: string } }>(
          await fetch(`${o.origin}/api/globals/landing?locale=es&depth=0`, { headers: o.staff }),
        )
        const plain = landing.hero.title.replace(/ · Restaurada .*$/, '')
        const mark = `Restaurada ${o.runId} ${index}`
        await send('POST', '/api/globals/landing?locale=es', {
          hero: { ...landing.hero, title: `${plain} · ${mark}` },
          _status: 'published',
        })
        const { docs } = await json<{ docs: Array<{ id: number }> }>(
          await fetch(`${o.origin}/api/globals/landing/versions?sort=-createdAt&limit=1&depth=0`, {
            headers: o.staff,
          }),
        )
        await send('POST', '/api/globals/landing?locale=es', {
          hero: { ...landing.hero, title: plain },
          _status: 'published',
        })
        return {
          watched: [{ page: '/', needle: mark, shows: true }],
          change: atOnce(() => send('POST', `/api/globals/landing/versions/${docs[0]!.id}?locale=es`)),
        }
      },
    },
  ]

  /**
   * Every watched page asked through the front in both encodings until it shows the state before
   * the change (the preparation's own changes have reached visitors): the front then holds a copy
   * of each, as under visitors' traffic, and an answer showing the change can only be the change's.
   */
  const settle = async (watched: Watch[]) => {
    const deadline = Date.now() + WATCH_MS
    for (const { page, needle, shows } of watched)
      for (const encoding of Object.keys(ENCODINGS) as Array<keyof typeof ENCODINGS>)
        while (true) {
          const body = await bodyOf(o.front, page, encoding)
          if (body && body.includes(needle) !== shows) break
          if (Date.now() > deadline) throw new Error(`${page} never showed the state before the change`)
          await sleep(100)
        }
  }

  const results: PathTiming[] = paths.map((path) => ({ path: path.name, ms: { br: [], identity: [] }, failures: [] }))
  // Runs interleaved (every path once, then again), so the machine's load falls on all alike; the
  // release's revert follows the release of the same round.
  for (let index = 0; index < o.runs; index++) {
    for (const [position, path] of paths.entries()) {
      const result = results[position]!
      try {
        const { watched, change } = await path.prepare(index)
        await settle(watched)
        const since = await change()
        const seen = await watch(o.front, watched, since)
        result.ms.br.push(seen.br)
        result.ms.identity.push(seen.identity)
        result.failures.push(...seen.problems.map((problem) => `run ${index + 1}: ${problem}`))
      } catch (error) {
        result.failures.push(`run ${index + 1}: ${(error as Error).message}`)
      }
    }
    o.log(`Change timing: round ${index + 1}/${o.runs} done`)
  }
  return results
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN
}
const worst = (values: number[]) => (values.some((value) => !Number.isFinite(value)) ? Number.NaN : Math.max(...values))
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'never')

/** The table docs/performance.md shows: per path, runs, median and worst seconds per encoding. */
export function changeTimingTable(results: PathTiming[]): string {
  const rows = results.map((result) => [
    result.path,
    String(result.ms.br.length),
    seconds(median(result.ms.br)),
    seconds(worst(result.ms.br)),
    seconds(median(result.ms.identity)),
    seconds(worst(result.ms.identity)),
  ])
  const header = ['path', 'runs', 'br median s', 'br worst s', 'identity median s', 'identity worst s']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

/** The slowest time over every path and encoding (NaN when a run never showed its change). */
function worstChange(results: PathTiming[]): number {
  return Math.max(...results.flatMap((result) => [worst(result.ms.br), worst(result.ms.identity)]))
}

/** A topology test's verdict: every run of every path shown, the worst within `limitMs`; the table as figures. */
export function judgeChanges(results: PathTiming[], limitMs: number): { ok: boolean; figures: string } {
  const failures = results.flatMap((result) => result.failures.map((failure) => `${result.path} ${failure}`))
  const slowest = worstChange(results)
  return {
    ok: failures.length === 0 && slowest <= limitMs,
    figures: `worst ${(slowest / 1000).toFixed(2)} s (limit ${limitMs / 1000} s)${failures.length ? `; ${failures.join('; ')}` : ''}\n${changeTimingTable(results)}`,
  }
}
