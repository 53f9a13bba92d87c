import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createFreshDatabase } from '#scripts/lib/database.ts'
import { migrations } from '#src/migrations/index.ts'

/**
 * Two release steps started together on an empty database (issue 27): the launcher's migrate
 * (`payload migrate`, as src/seed/cli.ts does before dev, build and start) and production
 * servers applying `prodMigrations` when they first connect. Real processes on a real, fresh
 * database: every one exits 0 and each migration runs exactly once.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const payloadBin = path.join(root, 'node_modules', '.bin', 'payload')

let fresh: Awaited<ReturnType<typeof createFreshDatabase>>

beforeAll(async () => {
  fresh = await createFreshDatabase(inject('databaseUrl'), 'citaya_migrate')
})

afterAll(async () => {
  await fresh?.drop()
})

function runProcess(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(payloadBin, args, { cwd: root, env: { ...process.env, ...env, DATABASE_URL: fresh.url } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

describe('migrations under an advisory lock', () => {
  it('two explicit migrations and two migrate-on-connect servers at once on an empty database: all exit 0, each migration applied once', async () => {
    const production = { NODE_ENV: 'production', CITAYA_NO_JOBS: '1' }
    const results = await Promise.all([
      runProcess(['migrate'], {}),
      runProcess(['migrate'], {}),
      runProcess(['run', 'tests/int/migrate-on-connect.ts'], production),
      runProcess(['run', 'tests/int/migrate-on-connect.ts'], production),
    ])
    const report = results
      .map((result, i) => `process ${i}: exit ${result.code}\n${result.output.slice(-1500)}`)
      .join('\n')
    expect(
      results.map((result) => result.code),
      report,
    ).toEqual([0, 0, 0, 0])

    const client = new pg.Client({ connectionString: fresh.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string; count: string }>(
        'SELECT name, count(*) AS count FROM payload_migrations GROUP BY name ORDER BY name',
      )
      expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name).sort())
      expect(rows.every((row) => row.count === '1')).toBe(true)
    } finally {
      await client.end()
    }
    // Each migration's "up" ran in one process only.
    const all = results.map((result) => result.output).join('\n')
    for (const migration of migrations)
      expect(all.split(`Migrating: ${migration.name}`).length - 1, migration.name).toBe(1)
  }, 240_000)
})
