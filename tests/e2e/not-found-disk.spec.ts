import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/** Files and bytes under the build directory the server under test runs from (this checkout's .next). */
function footprint(): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) {
        files += 1
        bytes += statSync(full).size
      }
    }
  }
  walk(path.resolve('.next'))
  return { files, bytes }
}

/** 1,000 made-up addresses across the four dynamic routes, both languages, PDFs included. */
function madeUp(count: number, from = 0): string[] {
  const paths: string[] = []
  for (let index = from; paths.length < count; index += 1) {
    const prefix = index % 2 ? '/en' : ''
    const date = new Date(Date.UTC(2030, 0, 1) + index * 86_400_000).toISOString().slice(0, 10)
    const family = index % 5
    if (family === 0) paths.push(`${prefix}/blog/${1000 + index}`)
    if (family === 1) paths.push(`${prefix}/blog/page/${1000 + index}`)
    if (family === 2) paths.push(`${prefix}/privacy/${date}`)
    if (family === 3) paths.push(`${prefix}/terms-of-service/${date}`)
    if (family === 4) paths.push(`${prefix}/${index % 4 < 2 ? 'privacy' : 'terms-of-service'}/${date}/pdf`)
  }
  return paths
}

test.describe('a 404 costs nothing that lasts', () => {
  test.setTimeout(300_000)

  test('1,000 made-up ids across /blog/<n>, /blog/page/<n>, /privacy/<date>, /terms-of-service/<date> leave .next/ the same size', async ({
    request,
  }) => {
    // Warm-up: the first 404 of each kind may fill the data cache and the one cached PDF answer.
    for (const warm of madeUp(20)) expect((await request.get(warm)).status(), warm).toBe(404)
    const before = footprint()
    const paths = madeUp(1000, 100)
    const concurrency = 8
    for (let start = 0; start < paths.length; start += concurrency) {
      const batch = paths.slice(start, start + concurrency)
      const statuses = await Promise.all(
        batch.map(async (made) => (await request.get(made, { timeout: 30_000 })).status()),
      )
      expect(statuses, batch.join(' ')).toEqual(batch.map(() => 404))
    }
    const after = footprint()
    expect(after, `before: ${before.files} files, ${before.bytes} bytes`).toEqual(before)
  })
})
