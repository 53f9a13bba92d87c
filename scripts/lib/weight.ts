import { gzipSync } from 'node:zlib'

/** 1 kB = 1000 bytes, as Next.js reports sizes (slightly stricter than KiB for the budgets). */
export const KB = 1000

/**
 * First-load JavaScript of an empty App Router page on the pinned Next.js and React (a heading,
 * nothing else; measured as pageWeight measures: docs/performance.md): no page can weigh less.
 */
export const FRAMEWORK_FLOOR_JS_GZIP = 134.9 * KB

/**
 * Budgets, gzip: the landing's first-load JavaScript at most the framework's floor + 3 kB (issue
 * 44; issue 8's 120 kB is below the floor itself), each page staff made from blocks at most the
 * floor + 5 kB (issue 39: blocks bring their islands, the contact form's fetched on use), the sign-in and registration pages' at most the
 * floor + 10 kB (issue 29: a form, its checks and the toast loader, Firebase loaded on submit),
 * every page's HTML at most 100 kB (issue 8).
 */
export const BUDGETS = {
  landingJsGzip: FRAMEWORK_FLOOR_JS_GZIP + 3 * KB,
  madePageJsGzip: FRAMEWORK_FLOOR_JS_GZIP + 5 * KB,
  accountJsGzip: FRAMEWORK_FLOOR_JS_GZIP + 10 * KB,
  htmlGzip: 100 * KB,
} as const

export type PageWeight = {
  status: number
  htmlBytes: number
  htmlGzip: number
  scripts: string[]
  jsBytes: number
  jsGzip: number
  stylesheets: string[]
  cssBytes: number
  cssGzip: number
}

const gzipSize = (body: Buffer) => gzipSync(body).length

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/**
 * The JavaScript a first visit downloads: every same-origin <script src> and <link rel=preload
 * as=script> / <link rel=modulepreload> of the page's HTML (Next.js lists all the route's chunks
 * there), each counted once. <script nomodule> (Next's polyfills for browsers without modules)
 * is left out: a current browser never downloads it.
 */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src && !/\snomodule(=|\s|>)/i.test(tag)) urls.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')
    const as = attribute(tag, 'as')
    const href = attribute(tag, 'href')
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) urls.add(href)
  }
  return [...urls]
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.replaceAll('&amp;', '&'))
}

/** The stylesheets a first visit downloads: every same-origin <link rel=stylesheet> of the page's HTML, each counted once. */
export function firstLoadStylesheets(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href')
    if (href && attribute(tag, 'rel') === 'stylesheet') urls.add(href)
  }
  return [...urls]
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.replaceAll('&amp;', '&'))
}

const fileCache = new Map<string, Promise<Buffer>>()

async function download(baseUrl: string, path: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** HTML, first-load JavaScript and stylesheets of one page, raw and gzip (zlib's default level, as next start). */
export async function pageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const html = Buffer.from(await response.arrayBuffer())
  const text = html.toString('utf8')
  const scripts = response.status === 200 ? firstLoadScripts(text) : []
  const stylesheets = response.status === 200 ? firstLoadStylesheets(text) : []
  const sum = async (files: string[]) => {
    let bytes = 0
    let gzip = 0
    for (const file of files) {
      if (!fileCache.has(file)) fileCache.set(file, download(baseUrl, file))
      const body = await fileCache.get(file)!
      bytes += body.length
      gzip += gzipSize(body)
    }
    return { bytes, gzip }
  }
  const js = await sum(scripts)
  const css = await sum(stylesheets)
  return {
    status: response.status,
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    scripts,
    jsBytes: js.bytes,
    jsGzip: js.gzip,
    stylesheets,
    cssBytes: css.bytes,
    cssGzip: css.gzip,
  }
}
