import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { start, stop } from '#scripts/lib/processes.ts'

export const EMULATOR_PROJECT = 'demo-citaya'

/** Real Firebase is configured when a web API key and a non-demo project id are set. */
export function realFirebaseConfigured(env: NodeJS.ProcessEnv): boolean {
  const project = env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? ''
  return Boolean(
    env.NEXT_PUBLIC_FIREBASE_API_KEY && project && !project.startsWith('demo-') && !env.FIREBASE_AUTH_EMULATOR_HOST,
  )
}

async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })
    return response.ok && JSON.stringify(await response.json()).includes('authEmulator')
  } catch {
    return false
  }
}

/** The port the launcher runs the Auth emulator on (FIREBASE_AUTH_EMULATOR_PORT, 9099). */
export const emulatorPort = (): number => Number(process.env.FIREBASE_AUTH_EMULATOR_PORT) || 9099

/**
 * Starts the Firebase Auth emulator (no Java needed, offline) unless one already answers on the port.
 * Returns the environment the app needs to use it, and a stop function.
 */
export async function startAuthEmulator(
  root: string,
): Promise<{ env: Record<string, string>; description: string; stop: () => Promise<void> }> {
  const port = emulatorPort()
  const host = `127.0.0.1:${port}`
  const env = {
    FIREBASE_AUTH_EMULATOR_HOST: host,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${EMULATOR_PROJECT}.firebaseapp.com`,
  }
  if (await emulatorAnswers(host)) {
    return { env, description: `Firebase Auth emulator already running on ${host}`, stop: async () => {} }
  }
  const configHome = path.join(root, '.data', 'firebase-config')
  mkdirSync(configHome, { recursive: true })
  const configFile = path.join(configHome, 'firebase.json')
  // The hub and logging ports follow the auth port (Firebase's defaults, 4400 and 4500-4501, are
  // fixed), so two checkouts given different FIREBASE_AUTH_EMULATOR_PORTs can run their suites at once.
  const emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 10 },
    logging: { host: '127.0.0.1', port: port + 20 },
    ui: { enabled: false },
    singleProjectMode: true,
  }
  writeFileSync(configFile, JSON.stringify({ emulators }))
  const child = start(
    path.join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT, '--config', configFile],
    { quiet: true, env: { ...process.env, XDG_CONFIG_HOME: configHome } },
  )
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  while (!(await emulatorAnswers(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child)
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    env,
    description: `Firebase Auth emulator on ${host} (project ${EMULATOR_PROJECT})`,
    stop: () => stop(child),
  }
}
