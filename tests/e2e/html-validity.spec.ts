import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { type LegalKind, versionId, versionPath } from '#src/legal/versions.ts'
import { articlePaths, madePagePaths, publicPages } from '#tests/e2e/support/pages.ts'
import { cms, locales, localized } from '#tests/e2e/support/cms.ts'

/** The Nu Html Checker (W3C's validator) from the vnu-jar package, run with the machine's Java. */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar')
const java = process.env.JAVA || '/usr/bin/java'

type Message = { type: string; url: string; message: string; extract?: string; lastLine?: number }

test.describe('valid HTML (Nu Html Checker)', () => {
  test.setTimeout(180_000)

  test('every public page, article, made page and legal version in both languages: 0 errors', async ({ request }) => {
    const legal = await cms(request).find('legal-documents', 'es', 'sort=-lastUpdated')
    expect(legal.length, 'published legal versions').toBeGreaterThan(0)
    const paths = [
      ...publicPages.map(({ path }) => path),
      ...(await articlePaths(request, 'es')),
      ...(await articlePaths(request, 'en')),
      ...(await madePagePaths(request, 'es')),
      ...(await madePagePaths(request, 'en')),
      ...legal.flatMap((document) =>
        locales.map((locale) =>
          localized(locale, versionPath(document.kind as LegalKind, versionId(document.lastUpdated))),
        ),
      ),
    ]
    const folder = await mkdtemp(path.join(tmpdir(), 'citaya-vnu-'))
    try {
      const files = new Map<string, string>()
      for (const [index, page] of paths.entries()) {
        const response = await request.get(page)
        expect(response.status(), page).toBe(200)
        const file = path.join(folder, `${index}.html`)
        await writeFile(file, await response.text())
        files.set(`file:${file}`, page)
      }
      // One Java start for every page; the checker exits non-zero when it reports errors, and its report is on stderr.
      const { stderr } = await promisify(execFile)(
        java,
        ['-jar', vnuJar, '--errors-only', '--format', 'json', ...[...files.keys()].map((url) => url.slice(5))],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stderr?: string; message: string }) => {
        if (!error.stderr) throw error
        return { stderr: error.stderr }
      })
      const errors = (JSON.parse(stderr) as { messages: Message[] }).messages.filter(
        (message) => message.type === 'error' || message.type === 'non-document-error',
      )
      const report = errors.map(
        (error) =>
          `${files.get(error.url) ?? error.url}:${error.lastLine ?? ''} ${error.message} ${error.extract ?? ''}`,
      )
      test.info().annotations.push({ type: 'pages checked', description: String(paths.length) })
      expect(report, `${errors.length} Nu validator errors on ${paths.length} pages`).toEqual([])
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
