import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { STANDIN_REPOSITORY, standinImages } from '#scripts/lib/standins.ts'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

/**
 * Issue 41: the containers test's stand-ins (Debian builds) were tagged with the official names,
 * so on any host that ran it, `docker compose build` or `up` silently used them afterwards.
 */
describe("the containers test's stand-in images", () => {
  const images = standinImages()

  it('are named under localhost/citaya-test/, never as an official image', () => {
    expect(STANDIN_REPOSITORY).toBe('localhost/citaya-test')
    for (const [official, standin] of Object.entries(images)) {
      expect(standin.startsWith(`${STANDIN_REPOSITORY}/`), standin).toBe(true)
      for (const other of Object.keys(images)) {
        expect(standin).not.toBe(other)
        expect(standin).not.toBe(`docker.io/library/${other}`)
      }
      expect(official.startsWith('localhost/')).toBe(false)
    }
  })

  it('are only ever written under their own names: nothing tags them with another', () => {
    const source = read('scripts/lib/standins.ts')
    // `podman import … <image>` names each one; a `podman tag` could add any other name.
    expect(source).not.toMatch(/['"]tag['"]\s*,/)
    expect(source).not.toMatch(/podman tag /)
    expect(source).not.toContain('docker.io/library/${')
  })

  it("cover every official image the Dockerfile and docker-compose.yml name, which stay the operator's", () => {
    const dockerfile = read('Dockerfile')
    const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1]
    expect(base).toBe('node:24-trixie-slim')
    expect(images).toHaveProperty([base!])
    // Every stage starts from the build argument, so the test can pass the stand-in and an operator gets the official image.
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])
    expect(froms.length).toBeGreaterThan(0)
    for (const from of froms) expect(from).toBe('${NODE_IMAGE}')

    const compose = read('docker-compose.yml')
    const named = [...compose.matchAll(/^\s+image: (\S+)$/gm)]
      .map((match) => match[1])
      .filter((image) => !image.startsWith('citaya-'))
    expect(named.sort()).toEqual(
      Object.keys(images)
        .filter((image) => image !== base)
        .sort(),
    )
    for (const image of named) expect(image.startsWith(STANDIN_REPOSITORY)).toBe(false)
  })

  it('the front runs a supported nginx: the current stable branch, not a Debian version', () => {
    const compose = read('docker-compose.yml')
    const front = /^\s+image: (nginx:\S+)$/m.exec(compose)?.[1]
    expect(front).toBe('nginx:1.30')
  })
})
