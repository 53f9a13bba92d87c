/**
 * npm run bench:content-health: how long the content-health check (src/content-health/check.ts)
 * takes over the seeded site plus 500 generated posts (copies of a seeded one, each with its
 * links). Run after `npm run seed`. The generated posts are removed at the end. Prints the time
 * (target: under 10 s), that of the job's whole work (check and stored findings replaced) and of
 * the lookup behind the warning before unpublishing; asserts nothing.
 */
import config from '#payload-config'
import { getPayload } from 'payload'

import { checkContentHealth } from '#src/content-health/check.ts'
import { linkingDocuments } from '#src/content-health/linking.ts'
import { refreshContentHealth } from '#src/content-health/store.ts'

const GENERATED = 500
const payload = await getPayload({ config })
const log = (line: string) => console.log(`[bench:content-health] ${line}`)
const context = { skipRevalidate: true, skipContentHealth: true }

const { docs } = await payload.find({ collection: 'posts', locale: 'all', depth: 0, limit: 1, sort: 'articleNumber' })
const model = docs[0] as unknown as Record<string, unknown> | undefined
if (!model) {
  log('no posts: run `npm run seed` first')
  process.exit(1)
}
const { id: _id, articleNumber: _number, slug: _slug, createdAt: _created, updatedAt: _updated, ...copy } = model
const marker = `bench-${Date.now().toString(36)}`
const created: Array<number | string> = []
const started = Date.now()
for (let index = 0; index < GENERATED; index++) {
  const post = await payload.db.create({
    collection: 'posts',
    data: { ...copy, slug: `${marker}-${index}`, articleNumber: 900_000 + index, _status: 'published' },
  })
  created.push(post.id)
}
log(`${GENERATED} posts written in ${((Date.now() - started) / 1000).toFixed(1)} s (database only)`)
try {
  const begin = performance.now()
  const issues = await checkContentHealth(payload)
  const seconds = (performance.now() - begin) / 1000
  const total = await payload.count({ collection: 'posts', overrideAccess: true })
  log(
    `checked ${total.totalDocs} posts and the rest of the site: ${issues.length} findings in ${seconds.toFixed(2)} s (target < 10 s)`,
  )
  const stored = performance.now()
  await refreshContentHealth(payload)
  log(`check and stored findings replaced (the job's work): ${((performance.now() - stored) / 1000).toFixed(2)} s`)
  const linking = performance.now()
  const docs = await linkingDocuments(payload, 'posts', String(model.id))
  log(
    `documents linking to one post (the warning before unpublishing): ${docs.length} in ${((performance.now() - linking) / 1000).toFixed(2)} s`,
  )
} finally {
  await payload.delete({ collection: 'posts', where: { slug: { like: `${marker}-` } }, overrideAccess: true, context })
  // The stored findings named the generated posts: they are the site's own again.
  await refreshContentHealth(payload)
  log('generated posts removed')
}
process.exit(0)
