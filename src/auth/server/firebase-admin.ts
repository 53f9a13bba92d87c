import 'server-only'

import { type App, type ServiceAccount, cert, getApps, initializeApp } from 'firebase-admin/app'
import { type Auth, getAuth } from 'firebase-admin/auth'

import { e2eServeAllowed } from '#src/config/checks.ts'
import { env, processEnv } from '#src/config/env.ts'
import { firebaseProjectId } from '#src/auth/web-config.ts'

/**
 * The server's Firebase Admin client. With FIREBASE_AUTH_EMULATOR_HOST set (dev and e2e:serve
 * only; a production start refuses it) firebase-admin talks to the emulator and needs no
 * credentials. Otherwise it uses the service account in FIREBASE_SERVICE_ACCOUNT (the key's JSON)
 * or, without it, Google's application default credentials (GOOGLE_APPLICATION_CREDENTIALS).
 */
function adminApp(): App {
  const existing = getApps().find((app) => app.name === 'citaya')
  if (existing) return existing
  // firebase-admin trusts the emulator's unsigned tokens whenever FIREBASE_AUTH_EMULATOR_HOST is
  // set. A production server never does, except under the test-serving switch on this machine.
  if (env.isProduction() && env.firebaseEmulatorHost() && !e2eServeAllowed(processEnv())) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set in production: unsigned emulator tokens are never trusted (src/config/checks.ts).',
    )
  }
  const projectId = firebaseProjectId()
  const serviceAccount = env.firebaseServiceAccount()
  if (serviceAccount && !env.firebaseEmulatorHost()) {
    return initializeApp({ credential: cert(JSON.parse(serviceAccount) as ServiceAccount), projectId }, 'citaya')
  }
  return initializeApp({ projectId }, 'citaya')
}

export function adminAuth(): Auth {
  return getAuth(adminApp())
}
