/**
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (docs/operations.md, "Backups and
 * restore"); the launcher (scripts/run.ts) runs this file with DATABASE_URL set.
 *
 * A backup is one folder: `database.dump` (pg_dump's custom format: schema, content, staff accounts,
 * contact messages, jobs, migrations), `media/` (every uploaded file, from MEDIA_DIR or from the
 * S3_BUCKET) and `backup.json` (what it holds). A restore needs an empty (or missing) database and
 * puts back both halves, then does what pg_restore alone does not: no job comes back claimed by a
 * process that no longer exists, and the content epoch changes, so no server shows pages
 * prerendered from the content the restore replaced (src/config/content-epoch.ts).
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'

import { internalServerUrl } from '#src/config/checks.ts'
import { newContentEpoch, readContentEpoch, revalidationTokenFor } from '#src/config/content-epoch.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const log = (line: string) => console.log(`[backup] ${line}`)

class BackupError extends Error {}

type Manifest = {
  createdAt: string
  database: { file: string; serverVersion: string; migrations: string[]; contentEpoch: string | null }
  media: { source: 's3' | 'disk'; location: string; files: number }
}

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

function exec(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ code: 127, output: error.message }))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/**
 * pg_dump / pg_restore of at least the server's major version (an older pg_dump refuses a newer
 * server): PG_BIN_DIR if set, then Debian's /usr/lib/postgresql/<version>/bin, newest first, then PATH.
 */
async function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const candidates: string[] = []
  if (process.env.PG_BIN_DIR) candidates.push(path.join(process.env.PG_BIN_DIR, name))
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, 'bin', name))
  candidates.push(name)
  const seen: string[] = []
  for (const candidate of candidates) {
    const { code, output } = await exec(candidate, ['--version'])
    if (code !== 0) continue
    const major = Number(/(\d+)(?:\.\d+)?/.exec(output.replace(/^[^)]*\)/, ''))?.[1])
    seen.push(`${candidate} (${major})`)
    if (major >= serverMajor) return candidate
  }
  throw new BackupError(
    `${name} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server; found ${seen.join(', ') || 'none'}. Install PostgreSQL ${serverMajor}'s client tools or set PG_BIN_DIR to their folder.`,
  )
}

function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  return client.connect().then(() => client)
}

async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  )
  return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version }
}

function s3(): { client: S3Client; bucket: string } | null {
  const bucket = process.env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = process.env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    client: new S3Client({
      region: process.env.S3_REGION?.trim() || 'us-east-1',
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }
}

const mediaDir = () => path.resolve(root, process.env.MEDIA_DIR || 'media')

function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)]
  })
}

async function backup(target: string | undefined): Promise<void> {
  const url = process.env.DATABASE_URL!
  const folder = path.resolve(
    target ?? path.join(root, 'backups', `citaya-${new Date().toISOString().replace(/[:.]/g, '-')}`),
  )
  if (existsSync(folder) && readdirSync(folder).length)
    throw new BackupError(`${folder} is not empty: give a new folder (npm run backup -- <folder>).`)
  mkdirSync(path.join(folder, 'media'), { recursive: true })

  const client = await connect(url)
  let manifest: Manifest
  try {
    const server = await serverMajor(client)
    const migrations = (
      await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')
    ).rows.map((row) => row.name)
    const contentEpoch = await readContentEpoch(client)
    const pgDump = await pgTool('pg_dump', server.major)
    const dumped = await exec(pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--file=${path.join(folder, 'database.dump')}`,
      `--dbname=${url}`,
    ])
    if (dumped.code !== 0) throw new BackupError(`pg_dump failed:\n${dumped.output}`)
    log(
      `database: ${path.join(folder, 'database.dump')} (PostgreSQL ${server.version}, ${migrations.length} migrations)`,
    )
    manifest = {
      createdAt: new Date().toISOString(),
      database: { file: 'database.dump', serverVersion: server.version, migrations, contentEpoch },
      media: { source: 'disk', location: mediaDir(), files: 0 },
    }
  } finally {
    await client.end()
  }

  // Media after the database: a file uploaded in between is copied without its row (harmless);
  // docs/operations.md says how to avoid the reverse (bucket versioning, or a quiet moment).
  const store = s3()
  if (store) {
    let token: string | undefined
    let count = 0
    do {
      const page = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket, ContinuationToken: token }))
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key.endsWith('/')) continue
        const body = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: object.Key }))
        const file = path.join(folder, 'media', object.Key)
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, Buffer.from(await body.Body!.transformToByteArray()))
        count += 1
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    store.client.destroy()
    manifest.media = { source: 's3', location: `s3://${store.bucket}`, files: count }
  } else if (existsSync(mediaDir())) {
    cpSync(mediaDir(), path.join(folder, 'media'), { recursive: true })
    manifest.media = { source: 'disk', location: mediaDir(), files: filesUnder(mediaDir()).length }
  }
  log(`media: ${manifest.media.files} files from ${manifest.media.location}`)
  writeFileSync(path.join(folder, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  log(`done: ${folder}`)
}

async function restore(source: string | undefined): Promise<void> {
  if (!source) throw new BackupError('Which backup? npm run restore -- <folder written by npm run backup>')
  const folder = path.resolve(source)
  const manifestFile = path.join(folder, 'backup.json')
  if (!existsSync(manifestFile))
    throw new BackupError(`${folder} holds no backup.json: give a folder written by npm run backup.`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const url = process.env.DATABASE_URL!
  const name = decodeURIComponent(new URL(url).pathname.slice(1))

  // The database: created if missing; refused if it already holds tables (a restore never merges).
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const admin = await connect(maintenance.toString())
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
      log(`database ${name} created`)
    }
  } finally {
    await admin.end()
  }
  const client = await connect(url)
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM pg_tables WHERE schemaname = 'public'",
    )
    if (Number(rows[0].count) > 0)
      throw new BackupError(
        `the database ${name} is not empty (${rows[0].count} tables): a restore goes into an empty database. Stop the site, then drop and create it (dropdb ${name}; createdb ${name}) or point DATABASE_URL at a new one.`,
      )
    const server = await serverMajor(client)
    const pgRestore = await pgTool('pg_restore', server.major)
    const restored = await exec(pgRestore, [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(folder, manifest.database.file),
    ])
    if (restored.code !== 0) throw new BackupError(`pg_restore failed (nothing was restored):\n${restored.output}`)
    log(`database: restored into ${name} (PostgreSQL ${server.version})`)

    // Jobs a process was running when the backup was taken: that process is not coming back.
    const released = await client.query('UPDATE payload_jobs SET processing = false WHERE processing = true')
    if (released.rowCount) log(`jobs: ${released.rowCount} claimed at backup time released, to run again`)
    const epoch = await newContentEpoch(client)
    log(`content epoch: ${epoch} (servers expire every page built from other content)`)
  } finally {
    await client.end()
  }

  const files = filesUnder(path.join(folder, 'media'))
  const store = s3()
  if (store) {
    for (const file of files) {
      await store.client.send(
        new PutObjectCommand({
          Bucket: store.bucket,
          Key: file.split(path.sep).join('/'),
          Body: readFileSync(path.join(folder, 'media', file)),
          ContentType: MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        }),
      )
    }
    store.client.destroy()
    log(`media: ${files.length} files into s3://${store.bucket}`)
  } else {
    mkdirSync(mediaDir(), { recursive: true })
    if (files.length) cpSync(path.join(folder, 'media'), mediaDir(), { recursive: true })
    log(`media: ${files.length} files into ${mediaDir()}`)
  }

  // Servers still running (a restore under a live site): every page expired now. Servers started
  // later see the new epoch and do the same at their start.
  const revalidate = `${internalServerUrl(process.env)}/api/revalidate`
  try {
    const response = await fetch(revalidate, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${revalidationTokenFor(process.env.PAYLOAD_SECRET ?? '')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ all: true }),
      signal: AbortSignal.timeout(15_000),
    })
    log(`pages: ${revalidate} answered ${response.status} (every cached page expired)`)
  } catch {
    log(`pages: no server at ${revalidate}; servers expire their pages when they start`)
  }
  log('done')
}

const [mode, argument] = process.argv.slice(2).filter((arg) => arg !== '--')
try {
  if (!process.env.DATABASE_URL)
    throw new BackupError('DATABASE_URL is not set (run through npm run backup / restore).')
  if (mode === 'backup') await backup(argument)
  else if (mode === 'restore') await restore(argument)
  else throw new BackupError('usage: node scripts/backup.ts backup [folder] | restore <folder>')
} catch (error) {
  console.error(error instanceof BackupError ? `Backup error: ${error.message}` : error)
  process.exit(1)
}
