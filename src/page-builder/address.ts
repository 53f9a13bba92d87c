import { previewRoutes, seoRoutes, systemRoutes } from '#src/routes.ts'
import { slugify } from '#src/fields/slug.ts'

/** Longest address segment staff may give a page (the slug rule's own cap, src/fields/slug.ts). */
export const SLUG_MAX = 80
/** How deep pages may nest: `/a/b/c/d` at most, so an address stays readable and a walk up is bounded. */
export const MAX_DEPTH = 4

/** The route that renders a page staff made, by id; the proxy rewrites each page's address to it. */
export const MADE_PAGE_ROUTE = '/made-page'

/**
 * Paths no page may take, nor sit under: the routes a developer wrote (src/routes.ts; `/` only as
 * itself, since every address is under it), the system (admin, APIs), the language prefixes and
 * Next's own files. A page there would hide a route of the site or never be reached.
 */
export const reservedPaths: readonly string[] = [
  ...seoRoutes.filter((route) => route !== '/'),
  ...previewRoutes,
  MADE_PAGE_ROUTE,
  ...systemRoutes,
  '/en',
  '/es',
  '/_next',
  // The blog's numbered pages, the contact form's thank-you and the help search live under routes
  // above; these are the remaining files the app answers at the root.
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
]

/** «Psicólogos y terapeutas» → «psicologos-y-terapeutas»: the address segment staff's text makes. */
export const normalizeSlug = (value: string): string => slugify(value)

/** The reserved path `path` equals or sits under, or null. */
export function reservedPathOf(path: string): string | null {
  return reservedPaths.find((route) => path === route || path.startsWith(`${route}/`)) ?? null
}

/** A page as the address rules see it: its segment and its parent (an id, or the parent itself at depth > 0). */
export type AddressNode = {
  id: number | string
  slug?: string | null
  parent?: number | string | { id: number | string } | null
}

const idOf = (parent: AddressNode['parent']) => (parent && typeof parent === 'object' ? parent.id : (parent ?? null))

/**
 * The chain from the root page down to `page` (itself last), following parents through `byId`,
 * or why there is none: the chain loops back on itself, or runs deeper than MAX_DEPTH.
 */
export function ancestry<T extends AddressNode>(
  page: T,
  byId: ReadonlyMap<string, T>,
): { chain: T[] } | { problem: 'loop' | 'depth' } {
  const chain: T[] = [page]
  const seen = new Set([String(page.id)])
  let parentId = idOf(page.parent)
  while (parentId !== null) {
    if (seen.has(String(parentId))) return { problem: 'loop' }
    if (chain.length >= MAX_DEPTH) return { problem: 'depth' }
    const parent = byId.get(String(parentId))
    // A parent that is gone (deleted) leaves the page at the root, as Payload clears the reference.
    if (!parent) break
    seen.add(String(parentId))
    chain.unshift(parent)
    parentId = idOf(parent.parent)
  }
  return { chain }
}

/** A page's address without the language prefix (`/especialidades/psicologos`), or null when it has none. */
export function pathOf<T extends AddressNode>(page: T, byId: ReadonlyMap<string, T>): string | null {
  const found = ancestry(page, byId)
  if (!('chain' in found) || found.chain.some((node) => !node.slug)) return null
  return `/${found.chain.map((node) => node.slug).join('/')}`
}

/**
 * The address of each page that has one on the public site, by id: as the site places them
 * (src/page-builder/data.ts), a page whose parent is not among `pages` (not published) has none.
 */
export function placedPaths<T extends AddressNode>(pages: readonly T[]): Map<string, string> {
  const byId = new Map(pages.map((page) => [String(page.id), page]))
  const paths = new Map<string, string>()
  for (const page of pages) {
    const parentId = idOf(page.parent)
    if (parentId !== null && !byId.has(String(parentId))) continue
    const path = pathOf(page, byId)
    if (path) paths.set(String(page.id), path)
  }
  return paths
}

/** Whether `page` sits under `ancestorId` (at any depth). */
export function isUnder<T extends AddressNode>(page: T, ancestorId: string, byId: ReadonlyMap<string, T>): boolean {
  const found = ancestry(page, byId)
  return 'chain' in found && found.chain.slice(0, -1).some((node) => String(node.id) === ancestorId)
}
