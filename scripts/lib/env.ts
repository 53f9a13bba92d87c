import { readFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

/**
 * Loads .env files the way Next.js does. Local commands (dev, build, seed, test) then fill
 * whatever is still unset from .env.example, so a fresh clone runs with no setup; a production
 * start does not, so it cannot silently run on the example's secret.
 */
export function loadEnvironment(
  root: string,
  { dev, useExampleDefaults }: { dev: boolean; useExampleDefaults: boolean },
): void {
  nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error }, true)
  if (!useExampleDefaults) return
  for (const [key, value] of Object.entries(readExample(root))) {
    if (process.env[key] === undefined) process.env[key] = value
  }
}

/** KEY=value lines of .env.example (comments and commented-out keys skipped). */
export function readExample(root: string): Record<string, string> {
  const text = readFileSync(path.join(root, '.env.example'), 'utf8')
  const values: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line)
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return values
}
