import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { EXPIRE_AGAIN_MS, revalidationToken } from '#src/data/revalidate.ts'
import { toLexical } from '#src/seed/richtext.ts'
import { testPayload } from '#tests/int/helpers.ts'

/**
 * Changes made outside a web request (here: the jobs queue, as the cron runs it) reach the web
 * server's /api/revalidate at INTERNAL_SERVER_URL, once committed, and once more EXPIRE_AGAIN_MS
 * later (a page rendered from what was read just before the commit is replaced). A stand-in server
 * records each call and, at that moment, what a visitor's read would see, so a call made before the
 * commit (which would let a visitor cache the old page again) shows up as the old status.
 */
let payload: Payload
let server: Server
const calls: Array<{ authorized: boolean; tags: string[]; publicAtThatMoment: boolean }> = []
let watchedPost: number | undefined

beforeAll(async () => {
  payload = await testPayload()
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', async () => {
      const visible =
        watchedPost === undefined
          ? false
          : (await payload.find({ collection: 'posts', overrideAccess: false, where: { id: { equals: watchedPost } } }))
              .totalDocs === 1
      calls.push({
        authorized: req.headers.authorization === `Bearer ${revalidationToken()}`,
        tags: (JSON.parse(body) as { tags: string[] }).tags,
        publicAtThatMoment: visible,
      })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"expired":0}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.INTERNAL_SERVER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  delete process.env.INTERNAL_SERVER_URL
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  calls.length = 0
})

async function draftPost(slug: string) {
  const image = (await payload.find({ collection: 'media', limit: 1 })).docs[0].id
  return payload.create({
    collection: 'posts',
    draft: true,
    data: {
      title: 'Programado',
      description: 'Programado',
      content: toLexical([{ type: 'p', text: 'Programado.' }]),
      slug,
      type: 'article',
      readTimeMinutes: 2,
      author: 'Equipo',
      publishedAt: new Date().toISOString(),
      image,
      _status: 'draft',
    },
  })
}

/** Until a change's second expiry has been sent. */
const bothExpiries = () => new Promise((resolve) => setTimeout(resolve, EXPIRE_AGAIN_MS + 500))

async function runScheduled(id: number, type: 'publish' | 'unpublish') {
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'posts', value: id } },
    waitUntil: new Date(Date.now() - 1),
  })
  await payload.jobs.run()
}

describe('changes made by the jobs queue expire the cached pages through the web server', () => {
  // The post's pages and, since the search index is kept in step with it, the help search's results.
  const postAndSearchTags = [
    'collection:posts:es',
    'collection:posts:en',
    'collection:search:es',
    'collection:search:en',
  ]
  it('a scheduled publish sends the post tags of both languages, after the post is public', async () => {
    const post = await draftPost(`programado-rv-${Date.now()}`)
    watchedPost = post.id
    await bothExpiries()
    calls.length = 0
    await runScheduled(post.id, 'publish')
    await bothExpiries()
    const published = { authorized: true, tags: postAndSearchTags, publicAtThatMoment: true }
    expect(calls).toEqual([published, published])

    calls.length = 0
    await runScheduled(post.id, 'unpublish')
    await bothExpiries()
    const unpublished = { authorized: true, tags: postAndSearchTags, publicAtThatMoment: false }
    expect(calls).toEqual([unpublished, unpublished])
    await payload.delete({ collection: 'posts', id: post.id })
  })
})
