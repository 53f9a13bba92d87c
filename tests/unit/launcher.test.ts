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

const serviceAccount = JSON.stringify({
  type: 'service_account',
  client_email: 'site@citaya-prod.iam.gserviceaccount.com',
  private_key: 'key',
})
/** A complete production configuration, each test breaking one part of it. */
const production = {
  PAYLOAD_SECRET: goodSecret,
  NEXT_PUBLIC_SERVER_URL: 'https://citaya.example',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/citaya',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'citaya-prod',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-key',
  FIREBASE_SERVICE_ACCOUNT: serviceAccount,
}

/** The production server started directly, as the Docker image does (node scripts/server.ts). */
function serveDirectly(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('the production server started directly (Docker) refuses what npm start refuses, before it serves', () => {
  it.each([
    [
      'NEXT_PUBLIC_SERVER_URL unset',
      { NEXT_PUBLIC_SERVER_URL: '' },
      /^Configuration error: NEXT_PUBLIC_SERVER_URL is not set/,
    ],
    [
      'NEXT_PUBLIC_SERVER_URL over http',
      { NEXT_PUBLIC_SERVER_URL: 'http://citaya.example' },
      /^Configuration error: NEXT_PUBLIC_SERVER_URL is http:\/\/citaya\.example/,
    ],
    [
      'CITAYA_E2E_SERVE left on without the emulator',
      { CITAYA_E2E_SERVE: '1', NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' },
      /^Configuration error: CITAYA_E2E_SERVE is set but FIREBASE_AUTH_EMULATOR_HOST is not set/,
    ],
    [
      'CITAYA_E2E_SERVE with the emulator but a public URL',
      { CITAYA_E2E_SERVE: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /^Configuration error: CITAYA_E2E_SERVE is set but NEXT_PUBLIC_SERVER_URL is https:\/\/citaya\.example/,
    ],
    [
      'the Auth emulator',
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      /^Configuration error: FIREBASE_AUTH_EMULATOR_HOST is set/,
    ],
  ])('%s', (_case, overrides, pattern) => {
    const { code, output } = serveDirectly({ ...production, ...overrides })
    expect(code).toBe(1)
    expectOneClearLine(output, pattern)
    expect(output).not.toMatch(/CitaYa \(Next\.js production build\) on/)
  })
})

describe('the launcher refuses bad configuration with one clear line', () => {
  it('a plain production start without PAYLOAD_SECRET', () => {
    const { code, output } = launch('start', { PAYLOAD_SECRET: '' })
    expect(code).toBe(1)
    expectOneClearLine(output, /PAYLOAD_SECRET is not set/)
  })

  it('a plain production start with the Auth emulator', () => {
    const { code, output } = launch('start', {
      PAYLOAD_SECRET: goodSecret,
      NEXT_PUBLIC_SERVER_URL: 'https://citaya.example',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/citaya',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    })
    expect(code).toBe(1)
    expectOneClearLine(output, /FIREBASE_AUTH_EMULATOR_HOST is set/)
  })

  it('a plain production start without DATABASE_URL', () => {
    const { code, output } = launch('start', {
      PAYLOAD_SECRET: goodSecret,
      NEXT_PUBLIC_SERVER_URL: 'https://citaya.example',
    })
    expect(code).toBe(1)
    expectOneClearLine(output, /DATABASE_URL is not set: a production server needs a PostgreSQL server of its own/)
  })

  it('an .env still pointing EMBEDDED_DB_DIR at the old PGlite folder', () => {
    const { code, output } = launch('seed', { EMBEDDED_DB_DIR: '.data/pglite', DATABASE_URL: '' })
    expect(code).toBe(1)
    expectOneClearLine(output, /EMBEDDED_DB_DIR: \.data\/pglite holds a database of the old PGlite default/)
  })

  // Issue 15, finding 13: the public URL silently became http://localhost:3000 with HSTS off.
  it.each([
    ['unset', ''],
    ['plain http', 'http://citaya.example'],
    ['malformed', 'citaya.example'],
  ])('a plain production start with NEXT_PUBLIC_SERVER_URL %s', (_case, url) => {
    const { code, output } = launch('start', { ...production, NEXT_PUBLIC_SERVER_URL: url })
    expect(code).toBe(1)
    expectOneClearLine(output, /^Configuration error: NEXT_PUBLIC_SERVER_URL /)
  })

  it('a plain production start with the test-serving switch left on', () => {
    const { code, output } = launch('start', { ...production, CITAYA_E2E_SERVE: '1' })
    expect(code).toBe(1)
    expectOneClearLine(output, /CITAYA_E2E_SERVE is set/)
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
