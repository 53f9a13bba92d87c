import { describe, expect, it } from 'vitest'

import { LOCAL_DEFAULT_SECRET, internalServerUrl, parseDatabaseUrl, productionStartProblems } from '@/config/checks'
import { readExample } from '../../scripts/lib/env.ts'

describe('parseDatabaseUrl', () => {
  it('means the embedded database when unset or blank', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ kind: 'embedded' })
    expect(parseDatabaseUrl('  ')).toEqual({ kind: 'embedded' })
  })

  it('accepts postgres:// and postgresql:// URLs and labels them without the password', () => {
    const target = parseDatabaseUrl('postgresql://user:secret@db.internal:6543/citaya')
    expect(target).toMatchObject({ kind: 'external', label: 'db.internal:6543/citaya' })
    expect(JSON.stringify(parseDatabaseUrl('postgres://u@localhost/app'))).not.toContain('secret')
    expect(parseDatabaseUrl('postgres://u@localhost/app')).toMatchObject({ label: 'localhost:5432/app' })
  })

  it.each([
    ['not a url', /DATABASE_URL is malformed/],
    ['mysql://root@localhost/app', /must start with postgres:\/\//],
    ['postgres://localhost', /names no database/],
  ])('rejects %s with one line naming DATABASE_URL', (value, message) => {
    expect(() => parseDatabaseUrl(value)).toThrow(message)
    try {
      parseDatabaseUrl(value)
    } catch (error) {
      expect((error as Error).message).toContain('DATABASE_URL')
      expect((error as Error).message).not.toContain('\n')
    }
  })
})

describe('productionStartProblems', () => {
  const serviceAccount = JSON.stringify({ type: 'service_account', client_email: 'site@citaya-prod.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----\n…' })
  const firebase = { NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'citaya-prod', NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-key', FIREBASE_SERVICE_ACCOUNT: serviceAccount }
  const good = { PAYLOAD_SECRET: 'a-long-and-random-production-secret', ...firebase }

  it('accepts a real secret without the emulator', () => {
    expect(productionStartProblems(good, false)).toEqual([])
  })

  it('refuses a missing, default or short secret', () => {
    expect(productionStartProblems(firebase, false)[0]).toMatch(/PAYLOAD_SECRET is not set/)
    expect(productionStartProblems({ ...firebase, PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET }, false)[0]).toMatch(/local default/)
    expect(productionStartProblems({ ...firebase, PAYLOAD_SECRET: 'short' }, false)[0]).toMatch(/shorter than 16/)
  })

  it('refuses the Auth emulator except for e2e:serve', () => {
    const env = { ...good, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(productionStartProblems(env, false)).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set/)])
    expect(productionStartProblems(env, true)).toEqual([])
    expect(productionStartProblems({ PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET }, true)).toEqual([])
  })

  it('needs a real Firebase project and a service account, each problem naming its variable', () => {
    const secret = { PAYLOAD_SECRET: good.PAYLOAD_SECRET }
    expect(productionStartProblems(secret, false)).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_API_KEY is not set/),
      expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT is not set/),
    ])
    expect(productionStartProblems({ ...good, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-citaya' }, false)).toEqual([expect.stringMatching(/demo project/)])
    expect(productionStartProblems({ ...good, FIREBASE_SERVICE_ACCOUNT: '{"oops"' }, false)).toEqual([expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT is not a service account key/)])
    const { FIREBASE_SERVICE_ACCOUNT: _unused, ...withoutKey } = good
    expect(productionStartProblems({ ...withoutKey, GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' }, false)).toEqual([])
    for (const problem of productionStartProblems(secret, false)) expect(problem).not.toContain('\n')
  })

  it('knows the secret that .env.example ships as the local default', () => {
    expect(readExample(process.cwd()).PAYLOAD_SECRET).toBe(LOCAL_DEFAULT_SECRET)
  })
})

describe('internalServerUrl', () => {
  it('is the server on this machine\'s PORT unless INTERNAL_SERVER_URL names another', () => {
    expect(internalServerUrl({})).toBe('http://127.0.0.1:3000')
    expect(internalServerUrl({ PORT: '3030' })).toBe('http://127.0.0.1:3030')
    expect(internalServerUrl({ PORT: '3030', INTERNAL_SERVER_URL: 'http://web.internal:8080/' })).toBe('http://web.internal:8080')
  })

  it.each(['web:8080', 'ftp://web.internal'])('refuses %s in one line naming INTERNAL_SERVER_URL', (value) => {
    expect(() => internalServerUrl({ INTERNAL_SERVER_URL: value })).toThrow(/^INTERNAL_SERVER_URL /)
  })
})
