import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const goodSecret = 'a-long-and-random-production-secret'

/** Runs the launcher as `npm start` / `npm run seed` would, with the given environment overrides. */
function launch(command: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/run.ts', command], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

function expectOneClearLine(output: string, pattern: RegExp) {
  const errorLines = output.split('\n').filter((line) => line.startsWith('Configuration error:'))
  expect(errorLines).toHaveLength(1)
  expect(errorLines[0]).toMatch(pattern)
  expect(output).not.toMatch(/^\s+at /m) // no stack trace
}

describe('the launcher refuses bad configuration with one clear line', () => {
  it('a plain production start without PAYLOAD_SECRET', () => {
    const { code, output } = launch('start', { PAYLOAD_SECRET: '' })
    expect(code).toBe(1)
    expectOneClearLine(output, /PAYLOAD_SECRET is not set/)
  })

  it('a plain production start with the Auth emulator', () => {
    const { code, output } = launch('start', { PAYLOAD_SECRET: goodSecret, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/citaya', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
    expect(code).toBe(1)
    expectOneClearLine(output, /FIREBASE_AUTH_EMULATOR_HOST is set/)
  })

  it('a plain production start without DATABASE_URL', () => {
    const { code, output } = launch('start', { PAYLOAD_SECRET: goodSecret })
    expect(code).toBe(1)
    expectOneClearLine(output, /DATABASE_URL is not set: a production server needs a PostgreSQL server of its own/)
  })

  it('an .env still pointing EMBEDDED_DB_DIR at the old PGlite folder', () => {
    const { code, output } = launch('seed', { EMBEDDED_DB_DIR: '.data/pglite', DATABASE_URL: '' })
    expect(code).toBe(1)
    expectOneClearLine(output, /EMBEDDED_DB_DIR: \.data\/pglite holds a database of the old PGlite default/)
  })

  it('a malformed DATABASE_URL', () => {
    const { code, output } = launch('seed', { DATABASE_URL: 'postgres//oops' })
    expect(code).toBe(1)
    expectOneClearLine(output, /DATABASE_URL is malformed/)
  })

  it('an unreachable DATABASE_URL', () => {
    const { code, output } = launch('seed', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/citaya' })
    expect(code).toBe(1)
    expectOneClearLine(output, /DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/citaya \(ECONNREFUSED\)/)
  })
})
