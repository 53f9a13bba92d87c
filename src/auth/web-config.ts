import { type Env, processEnv } from '#src/config/env.ts'

/** The Firebase web settings the browser needs, read at run time on the server. */
export type FirebaseWebConfig = {
  apiKey: string
  authDomain: string
  projectId: string
  /** host:port of the Auth emulator, when the server runs against it. */
  emulatorHost: string | null
}

export function firebaseProjectId(env: Env = processEnv()): string {
  return env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || env.GOOGLE_CLOUD_PROJECT || 'demo-citaya'
}

/**
 * The browser's Firebase settings. They are served at run time by /api/auth/config rather than
 * baked into the build, so one production build runs against a real project or, under
 * `npm run e2e:serve`, the Auth emulator.
 */
export function firebaseWebConfig(env: Env = processEnv()): FirebaseWebConfig | null {
  const projectId = firebaseProjectId(env)
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null
  const apiKey = env.NEXT_PUBLIC_FIREBASE_API_KEY || (emulatorHost ? 'demo-api-key' : '')
  if (!apiKey) return null
  return {
    apiKey,
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    emulatorHost,
  }
}
