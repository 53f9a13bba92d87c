import { readFileSync } from 'node:fs'
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { restoreLanguageScript } from '#src/i18n/persistence.ts'
import { REACT_INSTRUCTION_DEFINITIONS, REACT_MARK_SHELL_TIME } from '#src/security/react-runtime.ts'
import {
  inlineScriptHashes,
  inlineScripts,
  isSiteInlineScript,
  scriptHash,
  siteScriptHashes,
  wantsScriptHashes,
  withScriptHashes,
} from '#src/security/inline-scripts.ts'
import { createCompression } from '#src/server/compression/middleware.ts'
import { PolicyCache, createScriptHashes } from '#src/server/script-hashes.ts'

describe('inline scripts of a document', () => {
  it('are the scripts a browser runs and checks: not external, data blocks, empty ones or text that only looks like a script', () => {
    const html = [
      '<!DOCTYPE html><html><head><title>a <script>not()</script> title</title>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT TYPE=" Text/JavaScript ">upper()</SCRIPT >',
      '<script type="module">import("/x.js")</script>',
      '<script type="text/plain">data()</script>',
      '<script></script>',
      '<!-- <script>commented()</script> -->',
      '<style>a::after{content:"<script>styled()</script>"}</style>',
      '<textarea><script>typed()</script></textarea>',
      '<div title="a > b" data-x=\'<script>attribute()</script>\'><p>text</p></div>',
      '<script id="x" data-note="a>b">after(">")</script>',
      '<script>line1\r\nline2\rline3</script>',
      '</head></html>',
    ].join('')
    expect(inlineScripts(html)).toEqual([
      'self.__next_f=self.__next_f||[]',
      'upper()',
      'import("/x.js")',
      'after(">")',
      'line1\nline2\nline3',
    ])
  })

  it('are hashed as CSP does: sha256 of the UTF-8 text, base64, once each', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(scriptHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='")
    expect(inlineScriptHashes('<script>alert(1)</script><p></p><script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ])
  })
})

describe("the site's own inline scripts", () => {
  it('are the language script, Next.js flight data and Turbopack chunk lists, data passed as JSON', () => {
    for (const source of [
      restoreLanguageScript,
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<\\u003c/script>"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ])
      expect(isSiteInlineScript(source), source).toBe(true)
  })

  it("include React's streaming instructions, copied verbatim from the React that Next bundles", () => {
    const runtime = readFileSync(
      path.join(process.cwd(), 'node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
      'utf8',
    )
    // As the definitions sit in Next's bundle: single-quoted JavaScript string literals.
    const literal = (text: string) =>
      text
        .replace(/\\/g, '\\\\')
        .replace(/'/g, "\\'")
        .replace(/\n/g, '\\n')
        .replace(/<\/script/g, '<\\/script')
    for (const definition of [...REACT_INSTRUCTION_DEFINITIONS, REACT_MARK_SHELL_TIME])
      expect(runtime.includes(literal(definition)), definition.slice(0, 40)).toBe(true)
    for (const source of [
      REACT_MARK_SHELL_TIME,
      `${REACT_INSTRUCTION_DEFINITIONS[0]}$RS("S:2","P:2")`,
      '$RS("S:3","P:3")',
      REACT_INSTRUCTION_DEFINITIONS[1]!,
      '$RC("B:0","S:0")',
      `${REACT_INSTRUCTION_DEFINITIONS[3]};$RX("B:1","digest",null,null)`,
      '$RR("B:2","S:2",[["/_next/static/chunks/a.css","high"]])',
    ])
      expect(isSiteInlineScript(source), source.slice(0, 60)).toBe(true)
    for (const source of [
      '$RS("S:2",alert(1))',
      '$RS=function(a,b){fetch("//evil")};$RS("S:2","P:2")',
      `${REACT_INSTRUCTION_DEFINITIONS[0]}alert(1)`,
      '$RC("B:0","S:0");alert(1)',
    ])
      expect(isSiteInlineScript(source), source.slice(0, 60)).toBe(false)
  })

  it('are nothing else: an injected script, or code dressed as flight data, gets no hash', () => {
    for (const source of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push([1,alert(1)])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":[fetch("//evil")]});',
      `${restoreLanguageScript};alert(1)`,
    ])
      expect(isSiteInlineScript(source), source).toBe(false)
    expect(siteScriptHashes('<script>self.__next_f.push([1,"a"])</script><script>alert(1)</script>')).toEqual({
      hashes: [scriptHash('self.__next_f.push([1,"a"])')],
      refused: ['alert(1)'],
    })
  })
})

describe('the policy that wants hashes', () => {
  const site = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
  it("is a script-src without 'unsafe-inline' or 'none'", () => {
    expect(wantsScriptHashes(site)).toBe(true)
    expect(wantsScriptHashes("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(false)
    expect(wantsScriptHashes("default-src 'none'; script-src 'none'; sandbox")).toBe(false)
    expect(wantsScriptHashes("default-src 'self'")).toBe(false)
  })
  it('gets the hashes in script-src and nowhere else', () => {
    expect(withScriptHashes(site, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    )
    expect(withScriptHashes(site, [])).toBe(site)
  })
})

const SITE_POLICY = "default-src 'self'; script-src 'self'; object-src 'none'"
const ADMIN_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'"
const flight = (n: number, text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`
/** A page as Next.js writes it: inline flight data, a language script, JSON-LD, long enough to be compressed. */
const page = (version: string) =>
  `<!DOCTYPE html><html><head><script>${restoreLanguageScript}</script>` +
  `<script type="application/ld+json">{"name":"CitaYa"}</script></head><body>` +
  `${'<p>Cláusula de servicio.</p>'.repeat(200)}${flight(1, `versión ${version}`)}${flight(2, 'fin')}</body></html>`

type Route = (req: IncomingMessage, res: ServerResponse) => void
const routes = new Map<string, Route>()
let current = page('v1')
/** What an injection would put into a page: a script of its own, which must not be hashed. */
const injected = '<script>alert(document.cookie)</script>'

const prerendered =
  (body: () => string, { type = 'text/html; charset=utf-8', policy = SITE_POLICY } = {}): Route =>
  (req, res) => {
    const text = body()
    const etag = `"${text.length.toString(36)}-${text.includes('v2') ? 2 : 1}"`
    res.setHeader('Content-Security-Policy', policy)
    res.setHeader('Content-Type', type)
    res.setHeader('ETag', etag)
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304
      res.end()
      return
    }
    res.setHeader('Content-Length', Buffer.byteLength(text))
    res.end(text)
  }

routes.set(
  '/terms',
  prerendered(() => current),
)
routes.set(
  '/admin',
  prerendered(() => page('admin'), { policy: ADMIN_POLICY }),
)
routes.set(
  '/data.json',
  prerendered(() => '{"a":"<script>x()</script>"}', { type: 'application/json' }),
)
/** A streamed page (dynamic: search results): no ETag, a script cut across two writes. */
routes.set('/search', (_req, res) => {
  res.setHeader('Content-Security-Policy', SITE_POLICY)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.flushHeaders()
  res.write('<!DOCTYPE html><html><body><script>self.__next_f.push([1,"resul')
  ;(res as ServerResponse & { flush?: () => void }).flush?.()
  setTimeout(() => res.end(`tados"])</script>${flight(3, 'más')}<p>${injected}</p></body></html>`), 20)
})
routes.set('/huge', (_req, res) => {
  res.setHeader('Content-Security-Policy', SITE_POLICY)
  res.setHeader('Content-Type', 'text/html')
  res.write(`<html>${flight(1, 'first')}${'x'.repeat(3000)}`)
  res.end(`${flight(2, 'second')}</html>`)
})

const policies = new PolicyCache()
const hashScripts = createScriptHashes(policies, { maxBytes: 2048 })
const compression = createCompression()
const server = createServer((req, res) =>
  compression(req, res, () =>
    hashScripts(req, res, () => (routes.get((req.url ?? '').split('?')[0]) ?? ((_q, r) => r.end()))(req, res)),
  ),
)
let baseUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}${path}`, { headers })
const expected = (html: string) => withScriptHashes(SITE_POLICY, inlineScriptHashes(html))

describe('the production server’s policy for HTML', () => {
  it('lists exactly the inline scripts of the page sent, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/terms', { 'accept-encoding': encoding })
      const html = await response.text()
      expect(html).toBe(current)
      expect(response.headers.get('content-security-policy'), encoding).toBe(expected(html))
    }
    expect(expected(current).match(/'sha256-/g)).toHaveLength(3)
  })

  it('hashes a prerendered page once per content, not per request', async () => {
    current = page('v1')
    await get('/terms')
    const before = policies.hashed
    for (let i = 0; i < 5; i++) await (await get('/terms', { 'accept-encoding': 'br' })).text()
    expect(policies.hashed).toBe(before)
    current = page('v2')
    const response = await get('/terms', { 'accept-encoding': 'br' })
    expect(response.headers.get('content-security-policy')).toBe(expected(await response.text()))
    expect(policies.hashed).toBe(before + 1)
  })

  it('holds a streamed page until it ends and hashes all of it, except a script that is not the site’s', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await get('/search', { 'accept-encoding': 'gzip' })
    const html = await response.text()
    expect(inlineScripts(html)).toEqual([
      'self.__next_f.push([1,"resultados"])',
      'self.__next_f.push([1,"más"])',
      'alert(document.cookie)',
    ])
    expect(response.headers.get('content-security-policy')).toBe(
      withScriptHashes(SITE_POLICY, [
        scriptHash('self.__next_f.push([1,"resultados"])'),
        scriptHash('self.__next_f.push([1,"más"])'),
      ]),
    )
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })

  it('sends a revalidation (304) without a policy, so the browser keeps the one stored with the page', async () => {
    const first = await get('/terms')
    await first.text()
    const again = await get('/terms', { 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('content-security-policy')).toBeNull()
  })

  it('leaves other policies and other responses alone', async () => {
    expect((await get('/admin')).headers.get('content-security-policy')).toBe(ADMIN_POLICY)
    expect((await get('/data.json')).headers.get('content-security-policy')).toBe(SITE_POLICY)
    const head = await fetch(`${baseUrl}/terms`, { method: 'HEAD' })
    expect(head.headers.get('content-security-policy')).toBe(SITE_POLICY)
  })

  it('holds no more than its limit: past it, the page goes out with the hashes found so far', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await get('/huge')
    const html = await response.text()
    expect(html).toContain('second')
    expect(response.headers.get('content-security-policy')).toBe(
      withScriptHashes(SITE_POLICY, [scriptHash('self.__next_f.push([1,"first"])')]),
    )
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
