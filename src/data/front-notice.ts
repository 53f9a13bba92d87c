import { frontChangeUrls } from '#src/config/checks.ts'
import { processEnv } from '#src/config/env.ts'
import { countFrontNotice } from '#src/config/signals.ts'

/**
 * Tells every caching front (FRONT_CHANGE_URLS) that content changed, so that it stops answering
 * from the copies it took before: the front keys its copies by a generation that this notice moves
 * (scripts/front-config.ts), and a copy keeps its 1–2 s lifetime otherwise (nginx counts it in
 * whole seconds). Without this, a page published at 10:00:00 could reach visitors at 10:00:03:
 * the app's fresh page, then the front's old copy living out its lifetime.
 *
 * Told twice: at once, and again EXPIRE_AGAIN_MS later. An admin request's tags are expired when its
 * response ends, and another instance sees a shared-cache expiry a moment later, so a front asking
 * between the first notice and then may have stored the old page again under the new generation;
 * the second notice drops that copy too. Notices within a short window are one notice: a release
 * expires many tags at once, and every notice makes every page of the front ask the app again.
 */
const COALESCE_MS = 100
let lastSent = 0
let laterAt = 0

export function tellFrontsContentChanged(againAfterMs: number): void {
  const urls = frontChangeUrls(processEnv())
  if (!urls.length) return
  const now = Date.now()
  if (now - lastSent >= COALESCE_MS) send(urls)
  const target = now + againAfterMs
  if (Math.abs(laterAt - target) < COALESCE_MS) return
  laterAt = target
  setTimeout(() => send(urls), againAfterMs).unref()
}

let reportedAt = 0

function send(urls: string[]): void {
  lastSent = Date.now()
  for (const url of urls)
    void fetch(url, { method: 'POST', signal: AbortSignal.timeout(2000) })
      .then((response) => {
        countFrontNotice(response.ok ? 'ok' : 'failed')
        if (!response.ok) report(`${url} answered ${response.status}`)
      })
      .catch((error: unknown) => {
        countFrontNotice('failed')
        report(`${url}: ${(error as Error).message}`)
      })
}

/** At most a line a minute: a front that is down is the operator's alert, not a log flood. */
function report(problem: string): void {
  if (Date.now() - reportedAt < 60_000) return
  reportedAt = Date.now()
  console.warn(
    `Front notice: ${problem}; that front keeps serving its copies for their 1–2 s lifetime. Check FRONT_CHANGE_URLS and the front's private port.`,
  )
}
