import { describe, expect, it } from 'vitest'

import {
  LOCAL_DEFAULT_SECRET,
  internalServerUrl,
  listenHost,
  parseDatabaseUrl,
  productionStartProblems,
  tracingProblems,
  tracingSettings,
} from '#src/config/checks.ts'
import { readExample } from '#scripts/lib/env.ts'

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
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    client_email: 'site@citaya-prod.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\n…',
  })
  const firebase = {
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'citaya-prod',
    NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-key',
    FIREBASE_SERVICE_ACCOUNT: serviceAccount,
  }
  const good = {
    PAYLOAD_SECRET: 'a-long-and-random-production-secret',
    NEXT_PUBLIC_SERVER_URL: 'https://citaya.example',
    DATABASE_URL: 'postgres://citaya@db.internal:5432/citaya',
    ...firebase,
  }

  it('accepts a real secret without the emulator', () => {
    expect(productionStartProblems(good)).toEqual([])
  })

  it('refuses a missing, default or short secret', () => {
    expect(productionStartProblems(firebase)[0]).toMatch(/PAYLOAD_SECRET is not set/)
    expect(productionStartProblems({ ...firebase, PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET })[0]).toMatch(/local default/)
    expect(productionStartProblems({ ...firebase, PAYLOAD_SECRET: 'short' })[0]).toMatch(/shorter than 16/)
  })

  it('needs a PostgreSQL server of its own: the embedded one is for local commands only', () => {
    const { DATABASE_URL: _unused, ...withoutDatabase } = good
    expect(productionStartProblems(withoutDatabase)).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set: .*local development only/),
    ])
    expect(productionStartProblems({ ...good, DATABASE_URL: ' ' })).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set/),
    ])
    const e2e = {
      CITAYA_E2E_SERVE: '1',
      PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100',
    }
    expect(productionStartProblems(e2e)).toEqual([])
  })

  it('with REDIS_URL (several instances) needs one deployment id and one server-actions key, one line each', () => {
    const key = Buffer.alloc(32, 7).toString('base64')
    const shared = {
      ...good,
      REDIS_URL: 'redis://cache.internal:6379/0',
      DEPLOYMENT_ID: 'release-42',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key,
    }
    expect(productionStartProblems(shared)).toEqual([])
    expect(productionStartProblems({ ...shared, DEPLOYMENT_ID: '' })).toEqual([
      expect.stringMatching(/^DEPLOYMENT_ID is not set: with REDIS_URL/),
    ])
    expect(productionStartProblems({ ...shared, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: undefined })).toEqual([
      expect.stringMatching(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not set/),
    ])
    expect(productionStartProblems({ ...shared, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not-a-key' })).toEqual([
      expect.stringMatching(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not a base64 AES key/),
    ])
    expect(productionStartProblems({ ...shared, DEPLOYMENT_ID: 'a b' })).toEqual([
      expect.stringMatching(/^DEPLOYMENT_ID may only hold/),
    ])
    expect(productionStartProblems({ ...shared, REDIS_URL: 'http://cache:6379' })).toEqual([
      expect.stringMatching(/^REDIS_URL is malformed/),
    ])
    // A single instance (no REDIS_URL) needs neither.
    expect(productionStartProblems(good)).toEqual([])
    // The test server (e2e-serve, the scale test) is held to the same rule.
    const e2e = {
      CITAYA_E2E_SERVE: '1',
      PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100',
      REDIS_URL: 'redis://127.0.0.1:6379/11',
    }
    expect(productionStartProblems(e2e)).toEqual([
      expect.stringMatching(/^DEPLOYMENT_ID/),
      expect.stringMatching(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/),
    ])
  })

  it('refuses the Auth emulator except for e2e:serve', () => {
    const env = { ...good, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(productionStartProblems(env)).toEqual([expect.stringMatching(/^FIREBASE_AUTH_EMULATOR_HOST is set/)])
    const e2e = {
      CITAYA_E2E_SERVE: '1',
      PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000',
    }
    expect(productionStartProblems(e2e)).toEqual([])
  })

  it('honours CITAYA_E2E_SERVE only with the emulator and the public URL on this machine', () => {
    const e2e = {
      CITAYA_E2E_SERVE: '1',
      PAYLOAD_SECRET: LOCAL_DEFAULT_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100',
    }
    expect(productionStartProblems({ ...e2e, NEXT_PUBLIC_SERVER_URL: 'https://citaya.example' })).toEqual([
      expect.stringMatching(/^CITAYA_E2E_SERVE is set but NEXT_PUBLIC_SERVER_URL/),
    ])
    expect(productionStartProblems({ ...e2e, FIREBASE_AUTH_EMULATOR_HOST: 'emulator.internal:9099' })).toEqual([
      expect.stringMatching(/^CITAYA_E2E_SERVE is set but FIREBASE_AUTH_EMULATOR_HOST/),
    ])
    expect(productionStartProblems({ ...good, CITAYA_E2E_SERVE: '1' })).toHaveLength(2)
    expect(productionStartProblems({ ...good, CITAYA_E2E_SERVE: 'true' })).toEqual([
      expect.stringMatching(/^CITAYA_E2E_SERVE is "true"/),
    ])
  })

  it('serves a test server (CITAYA_E2E_SERVE) on loopback only, a real one on every interface', () => {
    expect(listenHost({ CITAYA_E2E_SERVE: '1' })).toBe('127.0.0.1')
    expect(listenHost({})).toBeUndefined()
  })

  it('refuses an unset, malformed or plain-http public URL, naming NEXT_PUBLIC_SERVER_URL', () => {
    for (const url of [undefined, '', 'not a url', 'http://citaya.example', 'http://localhost:3000']) {
      const problems = productionStartProblems({ ...good, NEXT_PUBLIC_SERVER_URL: url })
      expect(problems).toEqual([expect.stringMatching(/^NEXT_PUBLIC_SERVER_URL /)])
    }
  })

  it('needs a real Firebase project and a service account, each problem naming its variable', () => {
    const secret = {
      PAYLOAD_SECRET: good.PAYLOAD_SECRET,
      NEXT_PUBLIC_SERVER_URL: good.NEXT_PUBLIC_SERVER_URL,
      DATABASE_URL: good.DATABASE_URL,
    }
    expect(productionStartProblems(secret)).toEqual([
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^NEXT_PUBLIC_FIREBASE_API_KEY is not set/),
      expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT is not set/),
    ])
    expect(productionStartProblems({ ...good, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-citaya' })).toEqual([
      expect.stringMatching(/demo project/),
    ])
    expect(productionStartProblems({ ...good, FIREBASE_SERVICE_ACCOUNT: '{"oops"' })).toEqual([
      expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT is not a service account key/),
    ])
    const { FIREBASE_SERVICE_ACCOUNT: _unused, ...withoutKey } = good
    expect(productionStartProblems({ ...withoutKey, GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' })).toEqual([])
    for (const problem of productionStartProblems(secret)) expect(problem).not.toContain('\n')
  })

  it('knows the secret that .env.example ships as the local default', () => {
    expect(readExample(process.cwd()).PAYLOAD_SECRET).toBe(LOCAL_DEFAULT_SECRET)
  })
})

describe('tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('is off without a collector, on with one, and names the variable when it is wrong', () => {
    expect(tracingSettings({})).toBeNull()
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' })).toEqual({
      serviceName: 'citaya-site',
    })
    expect(
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com', OTEL_SERVICE_NAME: 'citaya-staging' }),
    ).toEqual({ serviceName: 'citaya-staging' })
    expect(tracingProblems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toEqual([
      expect.stringMatching(/^OTEL_EXPORTER_OTLP_ENDPOINT is "otel-collector:4318", which is not an http\(s\) address/),
    ])
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toBeNull()
    expect(
      tracingProblems({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).toEqual([expect.stringMatching(/^OTEL_EXPORTER_OTLP_PROTOCOL is "grpc"/)])
    expect(tracingProblems({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toEqual([])
    expect(
      productionStartProblems({ CITAYA_E2E_SERVE: '1', OTEL_EXPORTER_OTLP_ENDPOINT: 'nonsense' }).join('\n'),
    ).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT/)
  })
})

describe('internalServerUrl', () => {
  it("is the server on this machine's PORT unless INTERNAL_SERVER_URL names another", () => {
    expect(internalServerUrl({})).toBe('http://127.0.0.1:3000')
    expect(internalServerUrl({ PORT: '3030' })).toBe('http://127.0.0.1:3030')
    expect(internalServerUrl({ PORT: '3030', INTERNAL_SERVER_URL: 'http://web.internal:8080/' })).toBe(
      'http://web.internal:8080',
    )
  })

  it.each(['web:8080', 'ftp://web.internal'])('refuses %s in one line naming INTERNAL_SERVER_URL', (value) => {
    expect(() => internalServerUrl({ INTERNAL_SERVER_URL: value })).toThrow(/^INTERNAL_SERVER_URL /)
  })
})
