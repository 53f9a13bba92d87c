import { readKnownPaths } from '#src/not-found/known-paths-data.ts'

/**
 * GET /api/site/known-paths: the published articles, blog pages and legal versions in each language
 * (all public: the sitemap lists them too). The proxy reads it to answer made-up addresses with the
 * 404 page before anything is rendered or cached (src/not-found), at most once a second per process
 * and at once after a change in this process (src/server/own-server.ts).
 *
 * Dynamic: each answer is put together from the data layer's cached, tagged reads, which a publish
 * expires. As a static route its cached answer never carried those tags, so no publish expired it:
 * an article published from the admin answered 404 at its own address for good (seen in the scale
 * test's timing of every change path).
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  return Response.json(await readKnownPaths())
}
