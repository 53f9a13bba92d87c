/**
 * Completes Next's standalone output (`.next/standalone`, written by `next build` when
 * next.config.ts sets `output: 'standalone'`: in the container image's release step) into one
 * folder that serves the site on its own, with no node_modules beside it: the folder the release
 * step keeps as builds/$DEPLOYMENT_ID and the app image runs (docker/entrypoint.sh, Dockerfile).
 *
 * Next copies the server's code, the manifests, the prerendered pages and the packages its trace
 * found (Next itself, React, pg, sharp, firebase-admin, the cache handler…). Its trace of every
 * route also holds the whole project folder (a path built from process.cwd() and a setting, such as
 * the media folder's, cannot be resolved when tracing), so the sources (compiled into .next), tests,
 * docs, scripts and the local media land in the output too: removed here, keeping at the top only
 * what the server reads (.next, node_modules, package.json, the cache handler). Not with
 * `outputFileTracingExcludes`: Turbopack matches its globs anywhere in a path, so `./src/**` also
 * dropped node_modules/restructure/src, which pdfkit imports (the legal PDFs answered 500).
 * Added here:
 * - what Next leaves to the deployer: the browser's files (`.next/static`) and `public/`;
 * - what this project's server reads beside Next: the data cache the build filled
 *   (`.next/cache/fetch-cache`, copied into Redis by the first instance, src/config/shared-cache.ts)
 *   and the content epoch the pages were made from (src/config/content-epoch.ts);
 * - the production server, scripts/server.ts, and every module and package it imports (the
 *   compression and script-hash layers, the request guards…), found by the same tracer Next uses
 *   (`@vercel/nft`, the copy compiled into Next: no dependency of its own), reading TypeScript
 *   through Node's own type stripping. Next's files are not traced again: its standalone trace
 *   already holds the custom-server entry scripts/server.ts imports (`next/dist/server/next`).
 * Next's generated `server.js` is removed: it would serve without those layers.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createRequire, stripTypeScriptTypes } from 'node:module'
import path from 'node:path'

type Trace = (
  files: string[],
  options: {
    base: string
    ignore?: (file: string) => boolean
    readFile?: (file: string) => Buffer | string | null
  },
) => Promise<{ fileList: Set<string>; warnings: Set<Error> }>

/** The entry files of the build folder, relative to the project root. */
export const SERVER_ENTRY = 'scripts/server.ts'

/** Whether the build in `distDir` was made with `output: 'standalone'` (its recorded configuration). */
export function isStandaloneBuild(distDir: string): boolean {
  try {
    const recorded = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as {
      config?: { output?: string }
    }
    return recorded.config?.output === 'standalone'
  } catch {
    return false
  }
}

const require = createRequire(import.meta.url)

/** Size in bytes of a folder's files (symbolic links not followed). */
function sizeOf(target: string): number {
  const stat = lstatSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.size
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0)
}

/**
 * Makes `<root>/.next/standalone` the self-contained build folder. Returns its size in bytes.
 * Throws when the output lacks what the server needs, so the release step fails rather than an
 * instance at its start.
 */
export async function completeStandalone(root: string, log: (line: string) => void): Promise<number> {
  const distDir = path.join(root, '.next')
  const out = path.join(distDir, 'standalone')
  if (!existsSync(path.join(out, '.next', 'BUILD_ID')))
    throw new Error(`${out} holds no build: next build did not write a standalone output.`)
  // The project's own files the route traces copied (above) and Next's generated server.js (it would
  // serve without this project's layers): only what the server reads stays.
  const cacheHandler = (
    JSON.parse(readFileSync(path.join(out, '.next', 'required-server-files.json'), 'utf8')) as {
      config: { cacheHandler?: string | null }
    }
  ).config.cacheHandler
  const keep = new Set(['.next', 'node_modules', 'package.json'])
  // Recorded relative to .next (e.g. ../cache-handler.mjs): its first folder or file at the top.
  if (cacheHandler) keep.add(path.relative(out, path.resolve(out, '.next', cacheHandler)).split(path.sep)[0]!)
  for (const name of readdirSync(out))
    if (!keep.has(name)) rmSync(path.join(out, name), { recursive: true, force: true })

  const copy = (from: string, to: string) => {
    if (existsSync(from)) cpSync(from, to, { recursive: true, verbatimSymlinks: true })
  }
  copy(path.join(distDir, 'static'), path.join(out, '.next', 'static'))
  copy(path.join(root, 'public'), path.join(out, 'public'))
  copy(path.join(distDir, 'cache', 'fetch-cache'), path.join(out, '.next', 'cache', 'fetch-cache'))
  copy(path.join(distDir, 'citaya-content-epoch'), path.join(out, '.next', 'citaya-content-epoch'))

  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as { nodeFileTrace: Trace }
  // Next's own files come with its trace; the build (.next, which the server reads by a path the
  // tracer resolves, and which holds this very output) is already there.
  const ignored = [`node_modules${path.sep}next${path.sep}`, `.next${path.sep}`]
  const { fileList } = await nodeFileTrace([path.join(root, SERVER_ENTRY)], {
    base: root,
    ignore: (file) => ignored.some((prefix) => file.startsWith(prefix)),
    readFile: (file) => {
      try {
        const source = readFileSync(file)
        return /\.[mc]?ts$/.test(file) ? stripTypeScriptTypes(source.toString('utf8')) : source
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT' || code === 'EISDIR') return null
        throw error
      }
    },
  })
  let added = 0
  for (const file of fileList) {
    const target = path.join(out, file)
    if (existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    cpSync(path.join(root, file), target, { verbatimSymlinks: true })
    added += 1
  }

  for (const needed of [SERVER_ENTRY, 'package.json', 'node_modules/next/dist/server/next.js', '.next/static'])
    if (!existsSync(path.join(out, needed))) throw new Error(`the standalone build lacks ${needed}`)
  const size = sizeOf(out)
  log(
    `Standalone build: ${(size / 1e6).toFixed(0)} MB (node_modules ${(sizeOf(path.join(out, 'node_modules')) / 1e6).toFixed(0)} MB, .next ${(sizeOf(path.join(out, '.next')) / 1e6).toFixed(0)} MB; ${added} files of the production server added)`,
  )
  return size
}
