import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, staffRoles } from '#src/access/roles.ts'
import { env } from '#src/config/env.ts'
import { RELEASE_PREVIEW_COOKIE } from '#src/data/release-preview-cookie.ts'

/**
 * The whole-release preview's entry and exit (the reading side is the data layer's,
 * src/data/release-preview.ts; the banner is src/releases/components/ReleasePreviewBanner.tsx).
 *
 * GET /api/releases/:id/preview?path=/plans — for a staff member who may read the release: turns
 * on Next's draft mode for this browser (its __prerender_bypass cookie: Next then renders every
 * page per request, skips its data cache and stores nothing; the caching front passes such
 * requests through and stores nothing either, scripts/front-config.ts PERSONAL_COOKIES), names the
 * release in a second cookie and opens the public site there. Anyone else: 403, nothing set.
 *
 * GET /api/releases/:id/preview?exit=1 — turns both off and goes back to the page it came from.
 *
 * Payload endpoints run inside Next's route handler, so next/headers works here; it is imported
 * when called because the worker loads Payload's config outside Next.
 */

const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' }

/** A path of this site (never another origin: `//host`, `/\host`, a scheme), or the landing. */
export function sitePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f]/.test(value)) return '/'
  return value
}

/** The path of the page the exit link was clicked on (same site only), else the landing. */
function refererPath(req: PayloadRequest): string {
  const referer = req.headers.get('referer')
  const host = req.headers.get('host')
  if (!referer || !host) return '/'
  try {
    const url = new URL(referer)
    return url.host === host ? sitePath(url.pathname + url.search) : '/'
  } catch {
    return '/'
  }
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { ...noStore, location } })

const refuse = (req: PayloadRequest, status: 403 | 404) =>
  Response.json(
    { errors: [{ message: req.t(status === 403 ? 'error:notAllowedToPerformAction' : 'error:notFound') }] },
    { status, headers: noStore },
  )

const previewEndpoint: Endpoint = {
  path: '/:id/preview',
  method: 'get',
  handler: async (req) => {
    const { cookies, draftMode } = await import('next/headers')
    const url = new URL(req.url ?? '/', 'http://site')
    if (url.searchParams.get('exit')) {
      ;(await draftMode()).disable()
      ;(await cookies()).delete(RELEASE_PREVIEW_COOKIE)
      return redirect(refererPath(req))
    }
    if (!hasRole(req.user as never, ...staffRoles)) return refuse(req, 403)
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return refuse(req, 404)
    // The staff member's own read access decides, as everywhere in the admin.
    const release = await req.payload
      .findByID({ collection: 'releases', id, depth: 0, user: req.user, overrideAccess: false })
      .catch(() => null)
    if (!release) return refuse(req, 404)
    ;(await draftMode()).enable()
    ;(await cookies()).set(RELEASE_PREVIEW_COOKIE, String(release.id), {
      httpOnly: true,
      sameSite: 'lax',
      // As Next's own draft-mode cookie.
      secure: !env.isDevelopment(),
      path: '/',
    })
    return redirect(sitePath(url.searchParams.get('path')))
  },
}

export const releasePreviewEndpoints: Endpoint[] = [previewEndpoint]
