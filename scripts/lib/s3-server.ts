/**
 * A local S3-compatible store for tests and for the compose topology: s3rver (files under `dir`),
 * listening on 127.0.0.1 only, with the bucket created up front. It answers path-style requests
 * (http://127.0.0.1:<port>/<bucket>/<key>), which is what the app uses whenever S3_ENDPOINT is set.
 *
 *   node scripts/lib/s3-server.ts --port 5240 --dir /tmp/s3 --bucket media [--address 0.0.0.0]
 *
 * runs it in the foreground (the compose file's store), printing the S3_* variables to use.
 */
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
  /** Where to listen; loopback unless the store must be reached from other containers. */
  address?: string
}): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  mkdirSync(o.dir, { recursive: true })
  // A devDependency, loaded only when a store is started (CommonJS, hence require).
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor
  const address = o.address ?? '127.0.0.1'
  const server = new S3rver({
    address,
    port: o.port,
    directory: path.resolve(o.dir),
    silent: true,
    configureBuckets: [{ name: o.bucket }],
  })
  await server.run()
  const host = address === '0.0.0.0' ? '127.0.0.1' : address
  let stopped = false
  return {
    env: {
      S3_BUCKET: o.bucket,
      S3_ENDPOINT: `http://${host}:${o.port}`,
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

function option(name: string, fallback?: string): string {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? process.argv[index + 1] : fallback
  if (!value) throw new Error(`s3-server: --${name} is required`)
  return value
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const store = await startS3({
    port: Number(option('port', '5240')),
    dir: option('dir'),
    bucket: option('bucket', 'media'),
    address: option('address', '127.0.0.1'),
  })
  console.log(
    `[s3] serving ${Object.entries(store.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  )
  const shutdown = () => void store.stop().then(() => process.exit(0))
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}
