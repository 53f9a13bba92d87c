import http from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlineScriptHashes, withScriptHashes } from '#src/security/inline-scripts.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import { parseTrustedProxies, resolveClientAddress } from '#src/server/client-address.ts'
import { createScriptHashes } from '#src/server/script-hashes.ts'
import { freePort } from '#scripts/lib/network.ts'
import { nginxInstalled, NGINX, NGINX_PACKAGES, startFront } from '#scripts/lib/front.ts'

/**
 * The caching front (scripts/front-config.ts, the nginx configuration compose deploys) in a real
 * nginx, in front of two small HTTP servers that stand in for app instances and count what reaches
 * them: what it caches, what it never caches, failover, and the client address it passes on.
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; clientAddress: string }
type Instance = {
  name: string
  port: number
  seen: Seen[]
  server: http.Server
  sockets: Set<Socket>
  pages: Map<string, string>
  /** Pages this instance answers once more with the given old body as Next's STALE (re-rendering after a change). */
  staleOnce: Map<string, string>
}

const trusted = parseTrustedProxies('127.0.0.1')
const SITE_POLICY = "default-src 'self'; script-src 'self'"
/** The production server's hashing layer (scripts/server.ts), in front of a page that changes on every render. */
const hashScripts = createScriptHashes()
let renders = 0

function instance(name: string, port: number): Promise<Instance> {
  const seen: Seen[] = []
  const pages = new Map<string, string>()
  const staleOnce = new Map<string, string>()
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front')
    // What the app would take as the client (src/server/client-address.ts, TRUSTED_PROXIES=127.0.0.1).
    const clientAddress = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, clientAddress })
    res.setHeader('x-instance', name)
    // As the production server does (scripts/server.ts): the id it was given, returned.
    res.setHeader('x-request-id', req.headers['x-request-id'] ?? 'none')
    res.setHeader('content-security-policy', "default-src 'self'")
    res.setHeader('strict-transport-security', 'max-age=63072000')
    if (
      req.method === 'POST' &&
      (url.pathname === '/api/contact/drop' || (url.pathname === '/api/contact' && url.searchParams.has('drop')))
    ) {
      // Received, then the instance dies before answering: the front must not send it elsewhere.
      req.resume()
      req.on('end', () => req.socket.destroy())
      return
    }
    if (url.pathname === '/hashed') {
      res.setHeader('content-security-policy', SITE_POLICY)
      hashScripts(req, res, () => {
        renders += 1
        const page = `<html><script>self.__next_f.push([1,"render ${renders}"])</script><p>${name}</p></html>`
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('etag', `"render-${renders}"`)
        res.end(page)
      })
      return
    }
    if (req.method === 'POST' && url.pathname === '/api/contact' && url.searchParams.has('busy')) {
      // The app's own 503 (the database restarting): the front passes it on as it is.
      req.resume()
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"ok":false,"message":"from the app"}')
      return
    }
    if (url.pathname === '/slow') {
      setTimeout(() => res.end(`slow ${name}`), 30)
      return
    }
    // What Next adds for itself (middleware rewrites, its own cache's state): never for visitors.
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('x-nextjs-prerender', '1')
    res.setHeader('x-middleware-rewrite', '/es/plans')
    if (url.pathname === '/moved') {
      // A redirect while pages.get('/moved') says so; deleted, the path answers Next's private 404.
      if (pages.get('/moved') === 'redirect') {
        res.writeHead(308, { location: '/new-place', 'cache-control': 's-maxage=31536000' })
      } else {
        res.writeHead(404, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
      }
      res.end()
      return
    }
    if (url.pathname === '/deleted-under-load') {
      // A page that takes 20 ms to render, so that refreshes overlap under concurrent requests;
      // deleted, it answers Next's private 404.
      setTimeout(() => {
        if (pages.has('/deleted-under-load')) {
          res
            .writeHead(200, { 'cache-control': 's-maxage=31536000', 'content-type': 'text/html' })
            .end('<html>page</html>')
        } else {
          res.writeHead(404, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }).end()
        }
      }, 20)
      return
    }
    if (url.pathname.startsWith('/api/media/file/')) {
      // Payload's file answer: bytes with a validator, no lifetime of its own.
      res.setHeader('etag', `"${url.pathname.length}"`)
      res.setHeader('content-type', 'image/png')
      res.end(`png ${url.pathname}`)
      return
    }
    if (url.pathname === '/sets-cookie') res.setHeader('set-cookie', 'NEXT_LOCALE=es; Path=/')
    if (url.pathname === '/private')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    // Next's prerendered pages say a year for shared caches: the front must hold them 1 s only.
    else res.setHeader('cache-control', 's-maxage=31536000')
    // Next's Vary: every request header it names is in the front's key.
    res.setHeader(
      'vary',
      'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    )
    if (url.pathname === '/by-language') {
      // An answer that depends on a request header the front's key does not hold.
      res.setHeader('vary', 'Accept-Language')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(`<html>language ${req.headers['accept-language'] ?? ''}</html>`)
      return
    }
    const rsc = req.headers.rsc === '1' || url.searchParams.has('_rsc')
    res.setHeader('content-type', rsc ? 'text/x-component' : 'text/html; charset=utf-8')
    let body = pages.get(url.pathname) ?? 'page'
    const stale = staleOnce.get(url.pathname)
    if (stale !== undefined) {
      // Next's answer right after a change: the old page from its cache while it renders the new one.
      staleOnce.delete(url.pathname)
      res.setHeader('x-nextjs-cache', 'STALE')
      body = stale
    }
    res.setHeader('etag', `"${Buffer.from(body).toString('hex')}"`)
    res.end(rsc ? `RSC ${body} ${req.headers.cookie ?? ''}` : `<html>${body} ${req.headers.cookie ?? ''}</html>`)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ name, port, seen, server, sockets, pages, staleOnce })),
  )
}

/** Kills an instance at once: listening socket closed, open connections cut (a crashed process). */
function kill(app: Instance): Promise<void> {
  const closed = new Promise<void>((resolve) => app.server.close(() => resolve()))
  for (const socket of app.sockets) socket.destroy()
  return closed
}

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders }

/** One request through the front, from a chosen loopback address (to tell the client from nginx). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hits = (app: Instance, pathname: string) =>
  app.seen.filter((entry) => new URL(entry.url, 'http://front').pathname === pathname).length

const installed = nginxInstalled()
if (!installed)
  console.warn(
    `[front] SKIPPED: nginx (${NGINX}) or its JavaScript module is not installed (${NGINX_PACKAGES}; CI installs them in .ci/run).`,
  )

describe.skipIf(!installed)('the caching front (nginx)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'citaya-front-'))
  let a: Instance
  let b: Instance
  let front: Awaited<ReturnType<typeof startFront>>
  let statusPort: number
  const accessLog = path.join(work, 'access.log')
  const total = (pathname: string) => hits(a, pathname) + hits(b, pathname)

  beforeAll(async () => {
    a = await instance('a', await freePort())
    b = await instance('b', await freePort())
    statusPort = await freePort()
    front = await startFront({
      port: await freePort(),
      upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`],
      workDir: work,
      workers: 1,
      accessLog,
      statusListen: `127.0.0.1:${statusPort}`,
    })
  })

  afterAll(async () => {
    await front?.stop()
    for (const app of [a, b]) if (app?.server.listening) await kill(app)
    rmSync(work, { recursive: true, force: true })
  })

  it('serves a public page from its cache for 1 s, with the app security headers, and an edit within 2 s', async () => {
    a.pages.set('/plans', 'old')
    b.pages.set('/plans', 'old')
    const first = await request(`${front.url}/plans`)
    const second = await request(`${front.url}/plans`)
    expect(first.body).toBe('<html>old </html>')
    expect(second.headers['x-front-cache']).toBe('HIT')
    expect(second.headers['content-security-policy']).toBe("default-src 'self'")
    expect(second.headers['strict-transport-security']).toBe('max-age=63072000')
    expect(total('/plans')).toBe(1)

    a.pages.set('/plans', 'new')
    b.pages.set('/plans', 'new')
    const edited = Date.now()
    let body = ''
    // Bounded: 60 polls of 50 ms.
    for (let poll = 0; poll < 60 && body !== '<html>new </html>'; poll++) {
      body = (await request(`${front.url}/plans`)).body
      if (body !== '<html>new </html>') await sleep(50)
    }
    expect(body).toBe('<html>new </html>')
    // nginx's validity is in whole seconds (1-2 s for "1s"), then one poll refreshes the copy
    // in the background and the next sees it: 2 s, plus a poll step and its request on a busy machine.
    expect(Date.now() - edited).toBeLessThan(2300)
  })

  it("answers no copy taken before the app's change notice on its private port: the next request gets the new page", async () => {
    const url = `${front.url}/noticed`
    const notice = `http://127.0.0.1:${statusPort}/front/changed`
    for (const app of [a, b]) app.pages.set('/noticed', 'old')
    expect((await request(url)).body).toBe('<html>old </html>')
    expect((await request(url)).headers['x-front-cache']).toBe('HIT')
    for (const app of [a, b]) app.pages.set('/noticed', 'new')
    // The notice is a POST on the private port only: not a GET, and not through the visitors' port.
    expect((await request(notice)).status).toBe(405)
    await request(`${front.url}/front/changed`, { method: 'POST' })
    expect((await request(url)).body).toBe('<html>old </html>')
    expect((await request(notice, { method: 'POST' })).status).toBe(204)
    // At once, well inside the copy's own lifetime: asked again, then kept again.
    const after = await request(url)
    expect(after.body).toBe('<html>new </html>')
    expect(after.headers['x-front-cache']).toBe('MISS')
    expect((await request(url)).headers['x-front-cache']).toBe('HIT')
  })

  it('never stores the old page Next answers as STALE while it renders a change: the next request asks again', async () => {
    const url = `${front.url}/re-rendered`
    for (const app of [a, b]) app.pages.set('/re-rendered', 'old')
    expect((await request(url)).body).toBe('<html>old </html>')
    // The change: each instance answers once more with the old page, as STALE, then with the new one.
    for (const app of [a, b]) {
      app.pages.set('/re-rendered', 'new')
      app.staleOnce.set('/re-rendered', 'old')
    }
    // Polled until the front's copy expires and its refresh brings the STALE answer (bounded: 2.5 s).
    const before = total('/re-rendered')
    for (let poll = 0; poll < 50 && total('/re-rendered') === before; poll++) {
      await request(url)
      await sleep(50)
    }
    expect(total('/re-rendered')).toBe(before + 1)
    // Each request from then on reaches an instance until the new page is stored: the second
    // instance's own STALE answer, then the new page (stored the old one would be served 1-2 s more).
    const after = [await request(url), await request(url)]
    expect(after.map((answer) => answer.headers['x-front-cache'])).not.toContain('HIT')
    expect(after.at(-1)?.body).toBe('<html>new </html>')
    expect((await request(url)).headers['x-front-cache']).toBe('HIT')
  })

  it('tells browsers and shared caches no lifetime beyond 2 s, with a validator the front answers with 304', async () => {
    const lifetime = (value: string | undefined) =>
      Math.max(0, ...[...(value ?? '').matchAll(/(?:s-maxage|max-age)=(\d+)/g)].map((match) => Number(match[1])))
    const first = await request(`${front.url}/lifetime`)
    const hit = await request(`${front.url}/lifetime`)
    expect(hit.headers['x-front-cache']).toBe('HIT')
    for (const answer of [first, hit]) {
      expect(lifetime(answer.headers['cache-control'])).toBeLessThanOrEqual(2)
      expect(answer.headers['cache-control']).toMatch(/must-revalidate|no-cache/)
      expect(answer.headers.etag).toBe(`"${Buffer.from('page').toString('hex')}"`)
    }
    const revalidated = await request(`${front.url}/lifetime`, { headers: { 'if-none-match': hit.headers.etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['x-front-cache']).toBe('HIT')
    // Personal answers keep the app's own words.
    expect((await request(`${front.url}/private`)).headers['cache-control']).toMatch(/private/)
    expect((await request(`${front.url}/admin/x`)).headers['cache-control']).toMatch(/^private/)
  })

  it("drops Next's internal headers (x-middleware-*, x-nextjs-*)", async () => {
    for (const pathname of ['/internal', '/internal', '/api/posts', '/moved-never']) {
      const answer = await request(`${front.url}${pathname}`)
      expect(
        Object.keys(answer.headers).filter((name) => /^x-(?:middleware|nextjs)-/.test(name)),
        pathname,
      ).toEqual([])
    }
  })

  it('caches uploaded media like pages, with their validator and no lifetime downstream', async () => {
    const before = total('/api/media/file/logo.png')
    const first = await request(`${front.url}/api/media/file/logo.png`)
    const second = await request(`${front.url}/api/media/file/logo.png`)
    expect(second.headers['x-front-cache']).toBe('HIT')
    expect(total('/api/media/file/logo.png') - before).toBe(1)
    expect(first.headers.etag).toBeTruthy()
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    // With a staff cookie (the admin's own view), straight from the app.
    const staff = await request(`${front.url}/api/media/file/logo.png`, { headers: { cookie: 'payload-token=x' } })
    expect(staff.headers['x-front-cache']).toBe('BYPASS')
  })

  it('stops serving a deleted redirect within 2 s under 10 requests per second', async () => {
    a.pages.set('/moved', 'redirect')
    b.pages.set('/moved', 'redirect')
    expect((await request(`${front.url}/moved`)).status).toBe(308)
    const deadline = Date.now() + 1500
    while (Date.now() < deadline) {
      await request(`${front.url}/moved`)
      await sleep(100)
    }
    a.pages.delete('/moved')
    b.pages.delete('/moved')
    const deleted = Date.now()
    let status = 308
    // Bounded: 10 requests per second for at most 6 s.
    while (status === 308 && Date.now() - deleted < 6000) {
      status = (await request(`${front.url}/moved`)).status
      if (status === 308) await sleep(100)
    }
    expect(status).toBe(404)
    expect(Date.now() - deleted).toBeLessThan(2300)
  })

  it('stops serving a deleted page within 2 s to every request under concurrent load, refreshes overlapping', async () => {
    a.pages.set('/deleted-under-load', 'page')
    b.pages.set('/deleted-under-load', 'page')
    expect((await request(`${front.url}/deleted-under-load`)).status).toBe(200)
    let deleted = Infinity
    const answers: Array<{ sent: number; status: number }> = []
    const stopAt = Date.now() + 1000 + 4000
    // Eight clients asking without pause: most requests arrive while another refreshes the copy.
    await Promise.all([
      ...Array.from({ length: 8 }, async () => {
        while (Date.now() < stopAt) {
          const sent = Date.now()
          answers.push({ sent, status: (await request(`${front.url}/deleted-under-load`)).status })
        }
      }),
      (async () => {
        await sleep(1000)
        a.pages.delete('/deleted-under-load')
        b.pages.delete('/deleted-under-load')
        deleted = Date.now()
      })(),
    ])
    const late = answers.filter((answer) => answer.sent > deleted + 2300)
    expect(late.length).toBeGreaterThan(50)
    expect(late.filter((answer) => answer.status !== 404)).toEqual([])
  })

  it('keeps each page with the Content-Security-Policy sent with it: its hashes match the body served from the cache', async () => {
    const matches = (answer: Answer) =>
      expect(answer.headers['content-security-policy']).toBe(
        withScriptHashes(SITE_POLICY, inlineScriptHashes(answer.body)),
      )
    const first = await request(`${front.url}/hashed`)
    const cached = await request(`${front.url}/hashed`)
    expect(cached.headers['x-front-cache']).toBe('HIT')
    expect(cached.body).toBe(first.body)
    matches(first)
    matches(cached)
    // Revalidated by the browser: the front answers 304 itself, with the headers stored with the page.
    const revalidated = await request(`${front.url}/hashed`, { headers: { 'if-none-match': first.headers.etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    // Once the copy expires, a new render comes with the hash of its own script, not the old one's.
    let fresh = first
    for (let poll = 0; poll < 60 && fresh.body === first.body; poll++) {
      await sleep(50)
      fresh = await request(`${front.url}/hashed`)
    }
    expect(fresh.body).not.toBe(first.body)
    matches(fresh)
    expect(fresh.headers['content-security-policy']).not.toBe(first.headers['content-security-policy'])
  })

  it('keeps one entry per encoding the app produces and asks the app for exactly that one', async () => {
    await request(`${front.url}/encoded`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const same = await request(`${front.url}/encoded`, { headers: { 'accept-encoding': 'br' } })
    const gzip = await request(`${front.url}/encoded`, { headers: { 'accept-encoding': 'gzip, deflate' } })
    expect(same.headers['x-front-cache']).toBe('HIT')
    expect(gzip.headers['x-front-cache']).toBe('MISS')
    const asked = [...a.seen, ...b.seen]
      .filter((entry) => entry.url === '/encoded')
      .map((entry) => entry.headers['accept-encoding'])
    expect(asked.sort()).toEqual(['br', 'gzip'])
  })

  it('never mixes the RSC payload and the HTML document of one URL', async () => {
    const html = await request(`${front.url}/features`)
    const rsc = await request(`${front.url}/features`, {
      headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' },
    })
    const prefetch = await request(`${front.url}/features?_rsc=abc12`, {
      headers: { rsc: '1', 'next-router-prefetch': '1' },
    })
    const bare = await request(`${front.url}/features`, { headers: { rsc: '1' } })
    const htmlAgain = await request(`${front.url}/features`)
    const rscAgain = await request(`${front.url}/features`, {
      headers: { rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' },
    })
    expect(html.body).toMatch(/^<html>/)
    expect(rsc.body).toMatch(/^RSC /)
    expect(prefetch.body).toMatch(/^RSC /)
    expect(bare.body).toMatch(/^RSC /)
    expect(htmlAgain.body).toMatch(/^<html>/)
    expect(htmlAgain.headers['content-type']).toMatch(/^text\/html/)
    expect(rscAgain.body).toMatch(/^RSC /)
    expect(rscAgain.headers['content-type']).toBe('text/x-component')
  })

  it('keeps one entry per build asset whatever query or host a request adds (issue 26, item 6)', async () => {
    const asset = '/_next/static/chunks/app-0123abcd.js'
    const before = total(asset)
    const first = await request(`${front.url}${asset}?cb=0`)
    expect(first.status).toBe(200)
    // Its name changes with its content: browsers and CDNs may keep it a year.
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const answers = []
    for (let n = 1; n <= 20; n++)
      answers.push(await request(`${front.url}${asset}?cb=${n}`, { headers: { host: `churn-${n}.example` } }))
    answers.push(await request(`${front.url}${asset}`))
    // One request reached an instance; every other was answered from the one entry.
    expect(answers.map((answer) => answer.headers['x-front-cache'])).toEqual(answers.map(() => 'HIT'))
    expect(total(asset) - before).toBe(1)
  })

  it('never caches personal paths: admin, API, auth, the dashboard, previews, in both languages', async () => {
    for (const pathname of [
      '/admin',
      '/admin/collections/posts',
      '/api/posts',
      '/api/auth/session',
      '/dashboard',
      '/en/dashboard',
      '/legal-preview/1',
      // Spanish stated explicitly (/es/…) is the same page: never cached either (issue 26, item 6).
      '/es/dashboard',
      '/es/dashboard/citas',
      '/es/preview/page/help',
      '/en/preview/page/help',
      '/es/legal-preview/1',
    ]) {
      const before = total(pathname)
      const first = await request(`${front.url}${pathname}`)
      const second = await request(`${front.url}${pathname}`)
      expect([first.headers['x-front-cache'], second.headers['x-front-cache']], pathname).toEqual(['BYPASS', 'BYPASS'])
      expect(total(pathname) - before, pathname).toBe(2)
    }
    // Sign-in and registration are the same prerendered page for everyone (issue 29): cached.
    for (const pathname of ['/login', '/en/login', '/es/register']) {
      await request(`${front.url}${pathname}`)
      expect((await request(`${front.url}${pathname}`)).headers['x-front-cache'], pathname).toBe('HIT')
    }
  })

  it('never answers a request carrying a staff or doctor session from the cache, nor stores its answer', async () => {
    await request(`${front.url}/blog`) // cached for anonymous visitors
    for (const cookie of [
      'payload-token=staff',
      '__session=doctor',
      'theme=dark; __session=doctor',
      '__prerender_bypass=draft',
    ]) {
      const personal = await request(`${front.url}/blog`, { headers: { cookie } })
      expect(personal.headers['x-front-cache'], cookie).toBe('BYPASS')
      expect(personal.body, cookie).toContain(cookie)
      const anonymous = await request(`${front.url}/blog`)
      expect(anonymous.body, cookie).toBe('<html>page </html>')
    }
    // A cookie that is not a session does not make the page personal.
    const other = await request(`${front.url}/blog`, { headers: { cookie: 'theme=dark' } })
    expect(other.headers['x-front-cache']).toBe('HIT')
  })

  it('never stores an answer that varies on a request header outside its key', async () => {
    const answers = []
    for (const language of ['es', 'en', 'es', 'en'])
      answers.push(await request(`${front.url}/by-language`, { headers: { 'accept-language': language } }))
    expect(answers.map((answer) => answer.body)).toEqual(
      ['es', 'en', 'es', 'en'].map((l) => `<html>language ${l}</html>`),
    )
    expect(answers.map((answer) => answer.headers['x-front-cache'])).toEqual(['MISS', 'MISS', 'MISS', 'MISS'])
  })

  it('never stores a response that sets a cookie or says private / no-store', async () => {
    for (const pathname of ['/sets-cookie', '/private']) {
      const before = total(pathname)
      for (let i = 0; i < 3; i++)
        expect((await request(`${front.url}${pathname}`)).headers['x-front-cache'], pathname).toBe('MISS')
      expect(total(pathname) - before, pathname).toBe(3)
    }
  })

  it('never caches a POST and never sends one that reached an instance to another', async () => {
    const contact = await request(`${front.url}/contact`, { method: 'POST', body: 'name=x' })
    const again = await request(`${front.url}/contact`, { method: 'POST', body: 'name=x' })
    expect([contact.headers['x-front-cache'], again.headers['x-front-cache']]).not.toContain('HIT')
    const dropped = await request(`${front.url}/api/contact/drop`, { method: 'POST', body: 'name=x' })
    expect(dropped.status).toBe(502)
    expect(total('/api/contact/drop')).toBe(1)
  })

  it("answers a POST cut by a crashed instance with its own JSON in the form's language, and passes the app's own 503 on", async () => {
    const json = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }
    const english = await request(`${front.url}/api/contact?drop&locale=en`, {
      method: 'POST',
      headers: json,
      body: 'x',
    })
    expect(english.status).toBe(502)
    expect(english.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(english.body)).toEqual({ ok: false, message: en.contact.unavailable, retryAfterSeconds: 60 })
    const spanish = await request(`${front.url}/api/contact?drop`, { method: 'POST', headers: json, body: 'x' })
    expect(JSON.parse(spanish.body).message).toBe(es.contact.unavailable)
    // Without JavaScript (no JSON asked for): the page.
    const page = await request(`${front.url}/api/contact?drop&locale=en`, { method: 'POST', body: 'x' })
    expect(page.status).toBe(502)
    expect(page.body).toContain(en.frontError.title)
    const busy = await request(`${front.url}/api/contact?busy`, { method: 'POST', headers: json, body: 'x' })
    expect([busy.status, busy.body]).toEqual([503, '{"ok":false,"message":"from the app"}'])
  })

  it("gives each request its own id (never a client's): passed on, returned from the cache too, logged as JSON with the cache status", async () => {
    a.pages.set('/ids', 'ids')
    b.pages.set('/ids', 'ids')
    const first = await request(`${front.url}/ids?email=someone%40example.com`, {
      headers: { 'x-request-id': 'planted-by-a-client-0001' },
    })
    const second = await request(`${front.url}/ids?email=someone%40example.com`)
    expect(second.headers['x-front-cache']).toBe('HIT')
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']]
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(ids[1]).not.toBe(ids[0])
    const [seen, ...more] = [...a.seen, ...b.seen].filter((entry) => entry.url.startsWith('/ids'))
    expect(more).toEqual([])
    expect(seen!.headers['x-request-id']).toBe(ids[0])
    const lines = readFileSync(accessLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.find((line) => line.request_id === ids[0])).toMatchObject({ path: '/ids', status: 200, cache: 'MISS' })
    expect(lines.find((line) => line.request_id === ids[1])).toMatchObject({ path: '/ids', status: 200, cache: 'HIT' })
    // The query (what a visitor typed) is not logged.
    expect(readFileSync(accessLog, 'utf8')).not.toContain('example.com')
    const status = await request(`http://127.0.0.1:${statusPort}/stub_status`)
    expect(status.body).toMatch(/^Active connections: \d+/)
  })

  it('passes on the address the client connected from, not one it wrote itself', async () => {
    await request(`${front.url}/api/whoami`, {
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' },
    })
    const [seen, ...more] = [...a.seen, ...b.seen].filter((entry) => entry.url === '/api/whoami')
    expect(more).toEqual([])
    expect(seen!.headers['x-forwarded-for']).toBe('127.0.0.2')
    expect(seen!.headers['x-real-ip']).toBe('127.0.0.2')
    expect(seen!.clientAddress).toBe('127.0.0.2')
  })

  it('routes around an instance that goes down mid-load: 0 failed GETs', async () => {
    const statuses: number[] = []
    let served = 0
    const load = async () => {
      // Bounded: 60 sequential uncached requests per client.
      for (let i = 0; i < 60; i++) {
        const answer = await request(`${front.url}/api/load?n=${i}`).catch((): Answer => ({
          status: 0,
          body: '',
          headers: {},
        }))
        statuses.push(answer.status)
        if (answer.headers['x-instance']) served++
      }
    }
    const clients = Array.from({ length: 4 }, load)
    await sleep(80)
    await kill(b) // crashes with requests in flight
    await Promise.all(clients)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(served).toBe(240)
    // And B stays down: everything is answered by A.
    for (let i = 0; i < 10; i++) expect((await request(`${front.url}/slow?i=${i}`)).body).toBe('slow a')
  })

  it("with no instance left, answers with its own page in the visitor's language, never nginx's bare one", async () => {
    await kill(a)
    const spanish = await request(`${front.url}/precios-${Date.now()}`)
    const english = await request(`${front.url}/en/plans-${Date.now()}`)
    for (const answer of [spanish, english]) {
      expect(answer.status).toBeGreaterThanOrEqual(502)
      expect(answer.status).toBeLessThanOrEqual(504)
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.body).not.toContain('nginx')
    }
    expect(spanish.body).toContain('<html lang="es">')
    expect(spanish.body).toContain(es.frontError.title)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain(en.frontError.title)
  })
})
