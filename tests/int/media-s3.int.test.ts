import type { EventEmitter } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { getPayload, handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createFreshDatabase } from '#scripts/lib/database.ts'
import { freePort } from '#scripts/lib/network.ts'
import { startS3 } from '#scripts/lib/s3-server.ts'
import { migrateDatabase } from '#src/seed/migrate.ts'
import { seed } from '#src/seed/seed.ts'

/**
 * Media in S3-compatible storage (S3_BUCKET set, src/config/storage.ts) against a real S3 server
 * (s3rver on loopback): an upload through Payload's Local API lands in the bucket, not on the
 * local disk, and /api/media/file/<name> (Payload's own REST handler, in-process) returns the same
 * bytes; the other test files keep the default local disk. On a fresh database of its own, so
 * the seed writes every image here (the run's shared database was seeded on the local disk).
 */
const bucket = 'citaya-media-test'
const work = mkdtempSync(path.join(tmpdir(), 'citaya-media-s3-'))
const mediaDir = path.join(work, 'disk')
const cacheKey = 'media-s3'

let store: Awaited<ReturnType<typeof startS3>>
let config: SanitizedConfig
let payload: Payload
let s3: S3Client
let fresh: Awaited<ReturnType<typeof createFreshDatabase>>
const sharedDatabaseUrl = process.env.DATABASE_URL
const created: number[] = []

async function bucketObject(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

beforeAll(async () => {
  store = await startS3({ port: await freePort(), dir: path.join(work, 's3'), bucket })
  fresh = await createFreshDatabase(inject('databaseUrl'), 'citaya_media_s3')
  Object.assign(process.env, store.env, { MEDIA_DIR: mediaDir, DATABASE_URL: fresh.url })
  // The configuration reads S3_* when it is built: imported only now, in this file's own module graph.
  config = await (await import('#payload-config')).default
  payload = await getPayload({ config, key: cacheKey })
  await migrateDatabase(payload)
  s3 = new S3Client({
    endpoint: store.env.S3_ENDPOINT,
    region: store.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: store.env.S3_ACCESS_KEY_ID!, secretAccessKey: store.env.S3_SECRET_ACCESS_KEY! },
  })
})

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'media', id, overrideAccess: true }).catch(() => undefined)
  s3?.destroy()
  await store?.stop()
  for (const name of Object.keys(store?.env ?? {})) delete process.env[name]
  process.env.DATABASE_URL = sharedDatabaseUrl
  // This file's own database, dropped with its connections cut: Payload's destroy leaves its pool
  // open with a connection checked out (as in global-setup.ts), so their errors are listened to.
  await payload?.destroy()
  const pool = (payload?.db as unknown as { pool?: EventEmitter & { _clients?: EventEmitter[] } } | undefined)?.pool
  pool?.on('error', () => {})
  for (const client of pool?._clients ?? []) client.on('error', () => {})
  await fresh?.drop()
  rmSync(work, { recursive: true, force: true })
})

describe('media in S3-compatible storage', () => {
  it('the seed writes every image and every size to the bucket, none to the disk, and each is served from there', async () => {
    await seed(payload, { reset: false })
    const { docs } = await payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0 })
    const seeded = docs.filter((doc) => doc.seedKey)
    const files = seeded.flatMap((doc) => [
      doc.filename!,
      ...Object.values(doc.sizes ?? {}).flatMap((size) => (size?.filename ? [size.filename] : [])),
    ])
    expect(seeded.length).toBeGreaterThanOrEqual(8)
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000 }))
    const keys = new Set((listed.Contents ?? []).map((entry) => entry.Key))
    const missing = files.filter((file) => !keys.has(file))
    expect(missing, `${missing.length} of ${files.length} seeded files not in the bucket`).toEqual([])
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([])
    for (const file of files) {
      const response = await handleEndpoints({
        config,
        payloadInstanceCacheKey: cacheKey,
        request: new Request(`http://127.0.0.1/api/media/file/${file}`),
      })
      expect(response.status, file).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(await bucketObject(file)), file).toBe(true)
    }
  }, 180_000)

  it('stores an upload and its sizes in the bucket and serves the same bytes at /api/media/file/<name>', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 12, g: 120, b: 200 } },
    })
      .png()
      .toBuffer()
    const name = `s3-check-${Date.now()}.png`
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Prueba de almacenamiento' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
      overrideAccess: true,
    })
    created.push(doc.id)
    expect(doc.filename).toBe(name)

    // In the bucket: the original, byte for byte, and each generated size.
    expect((await bucketObject(name)).equals(png)).toBe(true)
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
    const keys = (listed.Contents ?? []).map((entry) => entry.Key)
    for (const size of Object.values(doc.sizes ?? {})) {
      if (size?.filename) expect(keys).toContain(size.filename)
    }
    // Not on the local disk.
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([])

    // Served by path through the site, as next/image and the pages ask for it.
    expect(doc.url).toMatch(new RegExp(`/api/media/file/${name}$`))
    const response = await handleEndpoints({
      config,
      payloadInstanceCacheKey: cacheKey,
      request: new Request(`http://127.0.0.1/api/media/file/${name}`),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
  })

  it('answers 404 for a file that is not in the bucket', async () => {
    const response = await handleEndpoints({
      config,
      payloadInstanceCacheKey: cacheKey,
      request: new Request('http://127.0.0.1/api/media/file/not-there.png'),
    })
    expect(response.status).toBe(404)
  })

  it('removes the file from the bucket when the image is deleted', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const name = `s3-delete-${Date.now()}.png`
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Borrar' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
      overrideAccess: true,
    })
    expect((await bucketObject(name)).length).toBe(png.length)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    await expect(bucketObject(name)).rejects.toThrow()
  })
})
