import { describe, expect, it } from 'vitest'

import { LOCAL_DEFAULT_SECRET, parseDatabaseUrl, productionStartProblems } from '@/config/checks'
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
  const good = { PAYLOAD_SECRET: 'a-long-and-random-production-secret' }

  it('accepts a real secret without the emulator', () => {
    expect(productionStartProblems(good, false)).toEqual([])
  })

  it('refuses a missing, default or short secret', () => {
    expect(productionStartProblems({}, false)[0]).toMatch(/PAYLOAD_SECRET is not set/)
    expect(productionStartProblems({ PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET }, false)[0]).toMatch(/local default/)
    expect(productionStartProblems({ PAYLOAD_SECRET: 'short' }, false)[0]).toMatch(/shorter than 16/)
  })

  it('refuses the Auth emulator except for e2e:serve', () => {
    const env = { ...good, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(productionStartProblems(env, false)).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set/)])
    expect(productionStartProblems(env, true)).toEqual([])
    expect(productionStartProblems({ PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET }, true)).toEqual([])
  })

  it('knows the secret that .env.example ships as the local default', () => {
    expect(readExample(process.cwd()).PAYLOAD_SECRET).toBe(LOCAL_DEFAULT_SECRET)
  })
})
