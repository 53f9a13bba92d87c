import { type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload'

import { type StoredRedirect, languagesOf, normalizePath, splitLanguage, targetOf } from './rules'

type Message = { es: string; en: string }
const reserved = /^\/(admin|api|_next)(\/|$)/

function fail(req: PayloadRequest, path: string, message: Message): never {
  const language = req.i18n?.language === 'en' ? 'en' : 'es'
  throw new ValidationError({ collection: 'redirects', errors: [{ path, message: message[language] }] })
}

/** This site's host (NEXT_PUBLIC_SERVER_URL): an absolute URL to it is a site path. */
function siteHost(): string {
  try {
    return new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').host
  } catch {
    return 'localhost:3000'
  }
}

/** Post id → its current article number, for redirects that point to a post. */
async function postNumbers(req: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({ collection: 'posts', pagination: false, depth: 0, overrideAccess: true, select: { articleNumber: true }, req })
  return new Map(docs.map((post) => [String(post.id), Number(post.articleNumber)]))
}

const referenceId = (redirect: StoredRedirect) => {
  const value = redirect.to?.reference?.value
  return value && typeof value === 'object' ? String((value as { id: unknown }).id) : String(value ?? '')
}

/** The site address (language and path) a redirect leads to in one language, or null when it leaves the site. */
function internalTarget(redirect: StoredRedirect, language: 'es' | 'en', numbers: Map<string, number>) {
  const to = targetOf(redirect, language, numbers.get(referenceId(redirect)))
  if (!to) return null
  let path = to
  if (!to.startsWith('/')) {
    const url = new URL(to)
    if (url.host !== siteHost()) return null
    path = url.pathname
  }
  const normalized = normalizePath(path.split(/[?#]/)[0])
  return normalized ? splitLanguage(normalized) : null
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
  if (!from) fail(req, 'from', { es: 'La ruta de origen debe empezar con / (por ejemplo /planes).', en: 'The path to redirect from must start with / (for example /planes).' })
  if (reserved.test(from)) fail(req, 'from', { es: `${from} es del sistema y no se puede redirigir.`, en: `${from} belongs to the system and cannot be redirected.` })
  if (from === '/en' || from.startsWith('/en/'))
    fail(req, 'from', { es: 'Escribe la ruta sin /en y elige el idioma en «Idioma».', en: 'Write the path without /en and choose the language under "Language".' })
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
      if (!target || !/^https?:$/.test(target.protocol))
        fail(req, 'to.url', { es: 'El destino debe ser una ruta del sitio (/plans) o una URL completa (https://…).', en: 'The target must be a site path (/plans) or a full URL (https://…).' })
      if (target.host !== siteHost() && target.host !== (merged.allowedHost ?? '').trim().toLowerCase())
        fail(req, 'to.url', {
          es: `Redirigir fuera del sitio (a ${target.host}) requiere que un administrador autorice ese dominio en «Dominio externo autorizado».`,
          en: `Redirecting away from the site (to ${target.host}) needs an admin to allow that host under "Allowed external host".`,
        })
    }
  }

  const numbers = await postNumbers(req)
  const { docs } = await req.payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true, req })
  const others = (docs as unknown as Array<StoredRedirect & { id: number }>).filter((doc) => doc.id !== merged.id)
  for (const language of languagesOf(self)) {
    const shown = (path: string) => (language === 'en' ? `/en${path === '/' ? '' : path}` : path)
    const target = internalTarget(self, language, numbers)
    if (target && target.language === language && target.path === from)
      fail(req, toField, { es: `Este redireccionamiento apunta a sí mismo (${shown(from)}): sería un bucle.`, en: `This redirect points to itself (${shown(from)}): it would loop.` })
    for (const other of others) {
      const otherFrom = normalizePath(other.from)
      if (!otherFrom || !languagesOf(other).includes(language)) continue
      if (otherFrom === from)
        fail(req, 'from', { es: `Ya hay un redireccionamiento desde ${shown(from)}.`, en: `There is already a redirect from ${shown(from)}.` })
      const otherTarget = internalTarget(other, language, numbers)
      if (target && target.language === language && target.path === otherFrom) {
        if (otherTarget?.path === from && otherTarget.language === language)
          fail(req, toField, {
            es: `Bucle: ${shown(otherFrom)} ya redirige a ${shown(from)}, y este redireccionamiento volvería a ${shown(otherFrom)}.`,
            en: `Loop: ${shown(otherFrom)} already redirects to ${shown(from)}, and this redirect would lead back to ${shown(otherFrom)}.`,
          })
        fail(req, toField, {
          es: `${shown(otherFrom)} ya redirige a otra dirección: apunta directamente al destino final (un solo salto).`,
          en: `${shown(otherFrom)} is itself redirected: point straight to the final address (one hop only).`,
        })
      }
      if (otherTarget && otherTarget.language === language && otherTarget.path === from)
        fail(req, 'from', {
          es: `${shown(otherFrom)} ya redirige a ${shown(from)}: cámbialo para que apunte al destino final en lugar de encadenar dos saltos.`,
          en: `${shown(otherFrom)} already redirects to ${shown(from)}: change it to point to the final address instead of chaining two hops.`,
        })
    }
  }
  return { ...data, from }
}
