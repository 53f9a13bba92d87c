import { readKnownPaths } from '#src/not-found/known-paths-data.ts'

/**
 * GET /api/site/known-paths: the published articles, blog pages and legal versions in each language
 * (all public: the sitemap lists them too). The proxy reads it to answer made-up addresses with the
 * 404 page before anything is rendered or cached (src/not-found). Static, and expired with the
 * posts' and legal documents' cache tags when they are published.
 */
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await readKnownPaths())
}
