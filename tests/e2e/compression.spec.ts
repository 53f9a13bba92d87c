import { type IncomingMessage, request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { publicPages } from '#tests/e2e/support/pages.ts'

/**
 * What the production server sends over the wire (scripts/server.ts): every public page
 * compressed, the same bytes on every request (compressed once, then from memory), the page's
 * scripts compressed too, and per-request answers streamed compressed. Raw HTTP: a browser or
 * fetch would decompress silently.
 */
type Raw = { status: number; headers: IncomingMessage['headers']; body: Buffer; text: string }

function raw(baseURL: string, path: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, baseURL),
      { headers: { 'accept-encoding': acceptEncoding, accept: 'text/html,*/*' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const text = (
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
          ).toString('utf8')
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const BROWSER = 'gzip, deflate, br, zstd'

test.describe('compressed responses', () => {
  test('every public page comes compressed, the same bytes each time, and decodes to the page', async ({ baseURL }) => {
    for (const { path } of publicPages) {
      const first = await raw(baseURL!, path, BROWSER)
      expect(first.status, path).toBe(200)
      expect(first.headers['content-encoding'], path).toBe('br')
      expect(first.headers.vary, path).toMatch(/accept-encoding/i)
      expect(first.headers.etag, path).toBeTruthy()
      expect(Number(first.headers['content-length']), path).toBe(first.body.length)
      expect(first.text, path).toMatch(/^<!DOCTYPE html>.*<\/html>$/s)
      const again = await raw(baseURL!, path, BROWSER)
      expect(again.body.equals(first.body), `${path}: second answer differs`).toBe(true)
    }
  })

  test('a client without brotli gets gzip, and one that accepts no encoding gets the plain page', async ({
    baseURL,
  }) => {
    const gzip = await raw(baseURL!, '/terms-of-service', 'gzip')
    const plain = await raw(baseURL!, '/terms-of-service', 'identity')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gzip.text).toBe(plain.text)
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3)
  })

  test("the page's scripts are compressed, and dynamic answers stream compressed", async ({ baseURL }) => {
    const home = await raw(baseURL!, '/', BROWSER)
    const scripts = [...home.text.matchAll(/<script src="([^"]+\.js)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const response = await raw(baseURL!, script, BROWSER)
      expect(response.status, script).toBe(200)
      if (response.text.length >= 1024) expect(response.headers['content-encoding'], script).toBe('br')
    }
    const missing = await raw(baseURL!, '/esta-pagina-no-existe', BROWSER)
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(missing.headers['transfer-encoding']).toBe('chunked')
    expect(missing.text).toContain('</html>')
  })
})
