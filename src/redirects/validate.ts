import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { adminText, type AdminTextKey } from '#src/i18n/admin.ts'
import { env } from '#src/config/env.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'
import { type StoredRedirect, languagesOf, normalizePath, targetOf } from '#src/redirects/rules.ts'

const reserved = /^\/(admin|api|_next)(\/|$)/

function fail(req: PayloadRequest, path: string, key: AdminTextKey, values?: Record<string, string>): never {
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message: adminText(req, key, values) }] })
}

/** This site's host (NEXT_PUBLIC_SERVER_URL): an absolute URL to it is a site path. */
function siteHost(): string {
  try {
    return new URL(env.publicServerUrl()).host
  } catch {
    return 'localhost:3000'
  }
}

/** Post id → its current article number, for redirects that point to a post. */
async function postNumbers(req: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({
    collection: 'posts',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { articleNumber: true },
    req,
  })
  return new Map(docs.map((post) => [String(post.id), Number(post.articleNumber)]))
}

const referenceId = (redirect: StoredRedirect) => {
  const value = redirect.to?.reference?.value
  return value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value ?? '')
}

/** The site address (language and path) a redirect leads to in one language, or null when it leaves the site. */
function internalTarget(redirect: StoredRedirect, language: Locale, numbers: Map<string, number>) {
  const to = targetOf(redirect, language, numbers.get(referenceId(redirect)))
  if (!to) return null
  let path = to
  if (!to.startsWith('/')) {
    const url = new URL(to)
    if (url.host !== siteHost()) return null
    path = url.pathname
  }
  const normalized = normalizePath(path.split(/[?#]/)[0])
  return normalized ? splitLocale(normalized) : null
}

/**
 * Checks a redirect before it is saved, with a message marketing can act on: a site path to
 * redirect from (without /en: the language field says which), a target that exists, no loop, at
 * most one hop (the target is not redirected itself, and nothing already redirects here), and no
 * redirect away from the site unless an admin allowed that host.
 */
export const validateRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data } as StoredRedirect & { id?: number; allowedHost?: string | null }
  const from = normalizePath(String(merged.from ?? ''))
  if (!from) fail(req, 'from', 'redirectFromInvalid')
  if (reserved.test(from)) fail(req, 'from', 'redirectFromReserved', { from })
  if (from === '/en' || from.startsWith('/en/')) fail(req, 'from', 'redirectFromLanguage')
  const self = { ...merged, from }
  // The target's own field, so the admin shows the message under it: the admin shows an error
  // only under a field, and the "to" group has none of its own.
  const toField = merged.to?.type === 'reference' ? 'to.reference' : 'to.url'

  const url = merged.to?.type === 'custom' ? String(merged.to?.url ?? '').trim() : ''
  if (merged.to?.type === 'custom') {
    if (!url.startsWith('/')) {
      let target: URL | null = null
      try {
        target = new URL(url)
      } catch {
        target = null
      }
      if (!target || !/^https?:$/.test(target.protocol)) fail(req, 'to.url', 'redirectTargetInvalid')
      if (target.host !== siteHost() && target.host !== (merged.allowedHost ?? '').trim().toLowerCase())
        fail(req, 'to.url', 'redirectTargetExternal', { host: target.host })
    }
  }

  const numbers = await postNumbers(req)
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const others = (docs as unknown as Array<StoredRedirect & { id: number }>).filter((doc) => doc.id !== merged.id)
  for (const language of languagesOf(self)) {
    const shown = (path: string) => localizedPath(language, path)
    const target = internalTarget(self, language, numbers)
    if (target && target.locale === language && target.path === from)
      fail(req, toField, 'redirectSelf', { from: shown(from) })
    for (const other of others) {
      const otherFrom = normalizePath(other.from)
      if (!otherFrom || !languagesOf(other).includes(language)) continue
      if (otherFrom === from) fail(req, 'from', 'redirectDuplicate', { from: shown(from) })
      const otherTarget = internalTarget(other, language, numbers)
      if (target && target.locale === language && target.path === otherFrom) {
        if (otherTarget?.path === from && otherTarget.locale === language)
          fail(req, toField, 'redirectLoop', { other: shown(otherFrom), from: shown(from) })
        fail(req, toField, 'redirectTargetRedirected', { other: shown(otherFrom) })
      }
      if (otherTarget && otherTarget.locale === language && otherTarget.path === from)
        fail(req, 'from', 'redirectChained', { other: shown(otherFrom), from: shown(from) })
    }
  }
  return { ...data, from }
}
