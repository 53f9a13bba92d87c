import { describe, expect, it } from 'vitest'

import { firebaseWebConfig } from '#src/auth/web-config.ts'

describe('firebaseWebConfig (served to the browser at run time)', () => {
  it('gives the real project settings without an emulator', () => {
    expect(
      firebaseWebConfig({
        NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'citaya-prod',
        NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'auth.citaya.example',
      }),
    ).toEqual({ apiKey: 'AIza', authDomain: 'auth.citaya.example', projectId: 'citaya-prod', emulatorHost: null })
  })

  it('points the browser at the emulator the server uses', () => {
    expect(
      firebaseWebConfig({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-citaya',
      }),
    ).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-citaya.firebaseapp.com',
      projectId: 'demo-citaya',
      emulatorHost: '127.0.0.1:9099',
    })
  })

  it('is missing when neither a web API key nor an emulator is configured', () => {
    expect(firebaseWebConfig({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'citaya-prod' })).toBeNull()
  })
})
