import type { Auth } from 'firebase/auth'

import type { FirebaseWebConfig } from '#src/auth/web-config.ts'

let auth: Promise<Auth> | null = null

async function webConfig(): Promise<FirebaseWebConfig> {
  const response = await fetch('/api/auth/config', { cache: 'no-store' })
  if (!response.ok)
    throw Object.assign(new Error('Firebase is not configured on the server.'), { code: 'auth/internal-error' })
  return (await response.json()) as FirebaseWebConfig
}

/**
 * The browser's Firebase Auth, loaded on first use so that pages without sign-in ship none of it.
 * Settings come from the server at run time (src/auth/web-config.ts); the Auth emulator is used
 * when the server runs against it. Sessions persist in IndexedDB; no popup or redirect sign-in,
 * so no third-party frame is ever loaded.
 */
export function firebaseAuth(): Promise<Auth> {
  auth ??= (async () => {
    const [{ getApps, initializeApp }, sdk, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      webConfig(),
    ])
    const app =
      getApps()[0] ??
      initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
    const instance = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    })
    if (config.emulatorHost)
      sdk.connectAuthEmulator(instance, `http://${config.emulatorHost}`, { disableWarnings: true })
    return instance
  })().catch((error: unknown) => {
    auth = null // try again on the next attempt
    throw error
  })
  return auth
}
