import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { adminText } from '#src/i18n/admin.ts'

import { type Locale, locales } from '#src/i18n/locales.ts'
import { localizedPath, splitLocale } from '#src/i18n/paths.ts'
import { publishedAddresses } from '#src/page-builder/address-check.ts'
import { type StoredRedirect, languagesOf, normalizePath, targetOf } from '#src/redirects/rules.ts'

/** A published address that a publish moved: `from` and `to` without the language prefix. */
type Move = { locales: Locale[]; from: string; to: string }
type Addresses = Record<Locale, Map<string, string>>
type Row = StoredRedirect & { id: number }

/**
 * The addresses before a publish, per request and page. Not in req.context: a nested local API
 * call with a context of its own (another plugin's hook) replaces that object mid-save.
 */
const addressesBefore = new WeakMap<PayloadRequest, Map<string, Addresses>>()

async function allAddresses(req: PayloadRequest): Promise<Addresses> {
  const addresses = {} as Addresses
  // One language after the other: each read sets the shared request's language and puts it back.
  for (const locale of locales) addresses[locale] = await publishedAddresses(req, locale)
  return addresses
}

/**
 * beforeChange: before a publish, the published addresses of every page, as the site answers
 * them now (a draft save writes only a version, so only a publish moves an address; the hooks'
 * previousDoc is the latest draft, which may already hold the new address).
 */
export const rememberAddresses: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && data?._status === 'published' && originalDoc?.id != null)
    addressesBefore.set(
      req,
      (addressesBefore.get(req) ?? new Map()).set(String(originalDoc.id), await allAddresses(req)),
    )
  return data
}

/** A redirect's site target in `language`, as an address and what follows the path (?query, #section). */
function siteTarget(redirect: Row, language: Locale): { locale: Locale; path: string; rest: string } | null {
  const to = redirect.to?.type === 'custom' ? targetOf(redirect, language) : null
  if (!to?.startsWith('/')) return null
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(to) ?? []
  const normalized = normalizePath(path)
  return normalized ? { ...splitLocale(normalized), rest } : null
}

/**
 * One moved address kept working, in the languages where it moved the same way (a page without
 * an English address of its own moves in both), with the redirects collection's own rows (applied
 * by the proxy as every redirect, checked by its own rules on each write; one row per source):
 * 1. the new address is a live page again, so no redirect starts there in those languages (a row
 *    for both languages keeps the other one);
 * 2. redirects that led to the old address lead to the new one (one hop, never a chain). A row for
 *    both languages of which only one led here is left as it is: the redirects' own rules then
 *    refuse the publish, naming it, rather than this guessing where its other language should go;
 * 3. a permanent redirect (308) from the old address to the new one, in those languages.
 */
async function keepAddress(req: PayloadRequest, { locales: moved, from, to }: Move) {
  const common = { overrideAccess: true, depth: 0, req } as const
  const read = async () =>
    (await req.payload.find({ collection: 'redirects', pagination: false, ...common })).docs as unknown as Row[]
  const both = moved.length === locales.length

  for (const redirect of await read()) {
    if (normalizePath(redirect.from) !== to) continue
    const kept = languagesOf(redirect).filter((language) => !moved.includes(language))
    if (kept.length === languagesOf(redirect).length) continue
    if (kept.length === 0) await req.payload.delete({ collection: 'redirects', id: redirect.id, ...common })
    else await req.payload.update({ collection: 'redirects', id: redirect.id, data: { language: kept[0] }, ...common })
  }

  for (const redirect of await read()) {
    const leads = languagesOf(redirect).map((language) => {
      const target = siteTarget(redirect, language)
      return target && moved.includes(target.locale) && target.path === from ? target : null
    })
    if (!leads.every(Boolean)) continue
    const target = leads[0]!
    // One language: its own address; both: the path each language localizes.
    const url = `${redirect.language === 'all' && both ? to : localizedPath(target.locale, to)}${target.rest}`
    await req.payload.update({
      collection: 'redirects',
      id: redirect.id,
      data: { to: { type: 'custom', url } },
      ...common,
    })
  }

  await req.payload.create({
    collection: 'redirects',
    data: {
      from,
      language: both ? 'all' : moved[0],
      type: '308',
      to: { type: 'custom', url: both ? to : localizedPath(moved[0], to) },
    },
    ...common,
  })
}

/**
 * afterChange: after a publish, each published address that moved (the page's own, in each
 * language, and its published children's when the page's address is part of theirs) answers a
 * permanent redirect to the new one. Written with the publish's own request, so in its
 * transaction: a redirect the redirects' rules refuse refuses the publish, and nothing is half-saved.
 */
export const keepOldPageAddresses: CollectionAfterChangeHook = async ({ doc, req }) => {
  const before = addressesBefore.get(req)?.get(String(doc.id))
  addressesBefore.get(req)?.delete(String(doc.id))
  // The seed writes each page in Spanish, then in English: the English address «moving» from the
  // Spanish fallback to its own between the two is no address anyone used (and a re-seed would
  // then find its own page's address redirected).
  if (!before || doc._status !== 'published' || req.context.seed) return doc
  const after = await allAddresses(req)
  // Grouped by old and new path: one redirect for both languages where they moved alike.
  const moves = new Map<string, Move>()
  for (const locale of locales)
    for (const [id, from] of before[locale]) {
      const to = after[locale].get(id)
      if (!to || to === from) continue
      const move = moves.get(`${from} ${to}`) ?? { locales: [], from, to }
      move.locales.push(locale)
      moves.set(`${from} ${to}`, move)
    }
  // One row per source: an old address moving to two places (one per language) cannot be kept.
  const sources = [...moves.values()].map((move) => move.from)
  const split = sources.find((from, index) => sources.indexOf(from) !== index)
  if (split)
    throw new ValidationError(
      {
        collection: 'pages',
        errors: [
          {
            path: 'slug',
            label: adminText(req, 'pageFieldAddress'),
            message: adminText(req, 'pageAddressSplit', { path: split }),
          },
        ],
        req,
      },
      req.t,
    )
  for (const move of moves.values()) await keepAddress(req, move)
  return doc
}
