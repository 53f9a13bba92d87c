import { getRedirectRules } from '#src/redirects/data.ts'

/**
 * The redirect rules for src/proxy.ts, from Next's data cache (no database query unless a redirect
 * or a post changed). Public: every rule can be discovered by requesting its path anyway.
 */
export async function GET() {
  return Response.json(await getRedirectRules(), { headers: { 'cache-control': 'no-store' } })
}
