/**
 * The inline scripts of an HTML document and the Content-Security-Policy that allows exactly them.
 * The production server (src/server/script-hashes.ts) runs this once per page it sends: each
 * prerendered page carries its own scripts (Next's flight data, the language script), which change
 * with the content in the CMS, so their sha256 hashes are computed from the very bytes sent, never
 * listed by hand; only scripts of the shapes the site is built with are hashed (docs/security.md).
 * Node's crypto and the language script only: the server and the unit tests load it as is.
 */
import { createHash } from 'node:crypto'

import { restoreLanguageScript } from '#src/i18n/persistence.ts'
import { REACT_INSTRUCTION_DEFINITIONS, REACT_MARK_SHELL_TIME } from '#src/security/react-runtime.ts'

/**
 * `type` values whose inline script a browser runs, and therefore checks against script-src
 * (HTML's "JavaScript MIME type essence match", modules, import maps, speculation rules). Any
 * other type (JSON-LD's application/ld+json) is a data block: never run, never checked.
 */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
])

/** Elements whose content is text up to their end tag, where a `<script` is not a tag. */
const RAW_TEXT = /^<(style|textarea|title|xmp|iframe|noembed|noframes|noscript|plaintext)(?=[\s/>])/i
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Where the tag opened at `start` ends (after its `>`): a `>` inside a quoted attribute value does not end it. */
function tagEnd(html: string, start: number): number {
  for (let i = start + 1; i < html.length; i++) {
    const char = html[i]
    if (char === '>') return i + 1
    if (char !== '=') continue
    let value = i + 1
    while (value < html.length && /\s/.test(html[value]!)) value++
    const quote = html[value]
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, value + 1)
      if (close < 0) return html.length
      i = close
    } else i = value - 1
  }
  return html.length
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const inside = tag.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '')
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

function runsAsScript(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false
  const type = attributes.get('type')
  if (type === undefined) return true
  const trimmed = type.trim().toLowerCase()
  return trimmed === '' || JAVASCRIPT_TYPES.has(trimmed)
}

/**
 * The source text of every inline script of `html` a browser would check against script-src,
 * in document order: scripts without `src` whose type runs (not JSON-LD or other data blocks),
 * not empty (a browser neither runs nor checks an empty one), outside comments and raw-text
 * elements. Line breaks normalised as the HTML parser does before the browser hashes the text.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  let at = 0
  for (;;) {
    const open = html.indexOf('<', at)
    if (open < 0) break
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      at = close < 0 ? html.length : close + 3
      continue
    }
    const raw = RAW_TEXT.exec(html.slice(open, open + 16))
    const isScript = /^<script(?=[\s/>])/i.test(html.slice(open, open + 8))
    if (!raw && !isScript) {
      at = /^<[a-z/!?]/i.test(html.slice(open, open + 2)) ? tagEnd(html, open) : open + 1
      continue
    }
    const name = isScript ? 'script' : raw![1]!.toLowerCase()
    const contentStart = tagEnd(html, open)
    const endTag = new RegExp(`</${name}(?=[\\s/>])`, 'ig')
    endTag.lastIndex = contentStart
    const close = endTag.exec(html)
    const contentEnd = close ? close.index : html.length
    if (isScript && runsAsScript(attributesOf(html.slice(open, contentStart)))) {
      const source = html.slice(contentStart, contentEnd).replace(/\r\n?/g, '\n')
      if (source) scripts.push(source)
    }
    at = close ? tagEnd(html, close.index) : html.length
  }
  return scripts
}

/** `source` is `prefix` + JSON text + `suffix`: that JSON value, else undefined. */
function jsonBetween(source: string, prefix: string, suffix: string): unknown {
  if (!source.startsWith(prefix) || !source.endsWith(suffix)) return undefined
  try {
    return JSON.parse(source.slice(prefix.length, source.length - suffix.length))
  } catch {
    return undefined
  }
}

const isFlightChunk = (value: unknown) =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isInteger(value[0]) &&
  (typeof value[1] === 'string' || value[1] === null)
const isChunkList = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string' || typeof item === 'number'),
  )

/**
 * React's streaming instructions: at most one of its runtime's definitions (verbatim), then at
 * most one call of an instruction (`$RS("S:2","P:2")`, `$RC("B:0","S:0")`) whose arguments
 * parse as JSON; or the script marking the shell's time.
 */
function isReactInstruction(source: string): boolean {
  if (source === REACT_MARK_SHELL_TIME) return true
  const definition = REACT_INSTRUCTION_DEFINITIONS.find((candidate) => source.startsWith(candidate))
  const call = definition === undefined ? source : source.slice(definition.length).replace(/^;/, '')
  if (!call) return definition !== undefined
  const match = /^\$R[A-Z]{1,2}\(([\s\S]*)\)$/.exec(call)
  if (!match) return false
  try {
    return Array.isArray(JSON.parse(`[${match[1]}]`))
  } catch {
    return false
  }
}

/**
 * Whether an inline script is one the site's pages are built with, by its exact shape: the
 * language script (src/i18n/persistence.ts); Next's flight data, `self.__next_f.push([n, "…"])`
 * with a JSON string, and its start; Turbopack's chunk list, `(globalThis["TURBOPACK"] || …).push({…})`
 * with JSON data; React's streaming instructions (src/security/react-runtime.ts, verbatim), called
 * with JSON arguments. A JSON text is a JavaScript expression with no effect of its own, so such a
 * script only hands data to the site's own code. Any other inline script (one injected into a
 * page, or a new kind from a Next.js upgrade) gets no hash and is blocked: the hashes cannot be a
 * way to allow whatever a response happens to contain.
 */
export function isSiteInlineScript(source: string): boolean {
  if (source === restoreLanguageScript || source === '(self.__next_f=self.__next_f||[]).push([0])') return true
  if (isFlightChunk(jsonBetween(source, 'self.__next_f.push(', ')'))) return true
  if (isReactInstruction(source)) return true
  return isChunkList(jsonBetween(source, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'))
}

/** The CSP source expression for one inline script: `'sha256-<base64 of the UTF-8 text>'`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * The hash of each of the page's own inline scripts (isSiteInlineScript), once, in document order,
 * and the scripts left out (not the site's: they will be blocked).
 */
export function siteScriptHashes(html: string): { hashes: string[]; refused: string[] } {
  const scripts = inlineScripts(html)
  return {
    hashes: [...new Set(scripts.filter(isSiteInlineScript).map(scriptHash))],
    refused: scripts.filter((source) => !isSiteInlineScript(source)),
  }
}

/** Each inline script's hash, once, in document order, whatever the script. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))]
}

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'script-src')

/**
 * A policy that wants the hashes of its document's inline scripts: it has a script-src that
 * allows no inline script by itself (no 'unsafe-inline', not 'none'). The admin's policy (which
 * keeps 'unsafe-inline') and the uploaded files' ('none') are left as they are.
 */
export function wantsScriptHashes(policy: string): boolean {
  const directive = scriptSrc(policy)
  if (!directive) return false
  const values = directive.slice(1).map((value) => value.toLowerCase())
  return !values.includes("'unsafe-inline'") && !values.includes("'none'")
}

/** `policy` with `hashes` appended to its script-src (the other directives untouched). */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src(?:\s|$)/i.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';')
}
