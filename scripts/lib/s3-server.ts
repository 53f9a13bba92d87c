/**
 * A local S3-compatible store for the tests that keep media in a bucket: s3rver, a devDependency
 * that keeps each object as files under `dir`, listening on 127.0.0.1 with the bucket created up
 * front. It answers path-style requests (http://127.0.0.1:<port>/<bucket>/<key>), which is what
 * the app uses whenever S3_ENDPOINT is set. The compose topology does not use it: there, media
 * are on a shared volume or in a real bucket.
 */
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

// s3rver ships no types; only the little used here is declared.
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> }
type S3rverConstructor = new (options: {
  address: string
  port: number
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}) => S3rverInstance

/** s3rver accepts requests signed with these (its fixed credentials); real stores get their own. */
export const S3RVER_ACCESS_KEY_ID = 'S3RVER'
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER'

export async function startS3(o: {
  port: number
  dir: string
  bucket: string
}): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  mkdirSync(o.dir, { recursive: true })
  // A devDependency, loaded only when a store is started (CommonJS, hence require).
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor
  const server = new S3rver({
    address: '127.0.0.1',
    port: o.port,
    directory: path.resolve(o.dir),
    silent: true,
    configureBuckets: [{ name: o.bucket }],
  })
  await server.run()
  let stopped = false
  return {
    env: {
      S3_BUCKET: o.bucket,
      S3_ENDPOINT: `http://127.0.0.1:${o.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
    },
    async stop() {
      if (stopped) return
      stopped = true
      await server.close()
    },
  }
}
