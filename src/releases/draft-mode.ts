import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Next's draft-mode cookie, which the release preview's entry turns on (src/releases/preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

let buildSecret: Buffer | null | undefined

/**
 * The value Next's draft-mode cookie must hold for this build (Next itself compares the cookie with
 * it before it renders a page in draft mode): the build's preview id, .next/server/preview-props.json.
 * Null without a build (a development server): draft mode is then never assumed here.
 */
function previewModeId(): Buffer | null {
  if (buildSecret !== undefined) return buildSecret
  buildSecret = null
  try {
    const props = JSON.parse(
      readFileSync(path.join(process.cwd(), '.next', 'server', 'preview-props.json'), 'utf8'),
    ) as {
      previewModeId?: unknown
    }
    if (typeof props.previewModeId === 'string' && props.previewModeId) buildSecret = Buffer.from(props.previewModeId)
  } catch {
    // No build here.
  }
  return buildSecret
}

/**
 * Whether a request is in Next's draft mode, as the page will see it: the cookie holds the build's
 * secret, which only the preview's entry hands out, to staff. The proxy lets such a request reach
 * the pages a release would add (a post or a legal version it publishes for the first time) instead
 * of answering 404 from the list of published addresses; a made-up cookie still gets that 404
 * without a render, so it cannot fill Next's cache with pages that do not exist.
 */
export function inDraftMode(cookie: string | undefined): boolean {
  const secret = previewModeId()
  if (!cookie || !secret) return false
  const given = Buffer.from(cookie)
  return given.length === secret.length && timingSafeEqual(given, secret)
}
