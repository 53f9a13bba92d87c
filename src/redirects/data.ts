import 'server-only'

import { unstable_cache } from 'next/cache'

import { payloadClient } from '#src/data/payload.ts'
import { cacheTag } from '#src/data/cache-tags.ts'
import { type Rules, type StoredRedirect, buildRules } from '#src/redirects/rules.ts'
import { siteHost } from '#src/redirects/site-host.ts'

/**
 * The redirect rules, from Next's data cache: read from the database once, then again only after a
 * redirect or a post changed (their tags, expired by src/data/revalidate.ts on every save).
 */
export const getRedirectRules = unstable_cache(
  async (): Promise<Rules> => {
    const payload = await payloadClient()
    const [redirects, posts] = await Promise.all([
      payload.find({ collection: 'redirects', pagination: false, depth: 0, overrideAccess: true }),
      payload.find({
        collection: 'posts',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { articleNumber: true },
      }),
    ])
    const numbers = new Map(posts.docs.map((post) => [String(post.id), post.articleNumber]))
    return buildRules(
      (redirects.docs as unknown as StoredRedirect[]).map((redirect) => {
        const value = redirect.to?.reference?.value
        return { ...redirect, postNumber: value == null ? null : (numbers.get(String(value)) ?? null) }
      }),
      siteHost(),
    )
  },
  ['redirect-rules'],
  { tags: [cacheTag({ collection: 'redirects' }, 'es'), cacheTag({ collection: 'posts' }, 'es')] },
)
