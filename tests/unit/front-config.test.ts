import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  DOCKER_ERROR_PAGES,
  DOCKER_FRONT_CONFIG,
  dockerFrontConfig,
  frontConfig,
  frontErrorPages,
} from '#scripts/front-config.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

describe('the caching front configuration', () => {
  it('is the one compose deploys: docker/nginx/nginx.conf is generated from scripts/front-config.ts', () => {
    // After changing the rules: node scripts/front-config.ts --docker
    expect(readFileSync(DOCKER_FRONT_CONFIG, 'utf8')).toBe(dockerFrontConfig())
    for (const [name, content] of Object.entries(frontErrorPages()))
      expect(readFileSync(`${DOCKER_ERROR_PAGES}/${name}`, 'utf8')).toBe(content)
  })

  it("answers its own 502/503/504 with the site's texts: a page per language, JSON for the contact form", () => {
    const config = frontConfig({ listen: 8080, upstreams: ['a:3000'], workDir: '/w', errorPagesDir: '/w/errors' })
    expect(config).toMatch(/^\s+error_page 502 503 504 \/\.front-error\/\$front_error_file;$/m)
    expect(config).toContain('alias /w/errors/;')
    // Never intercepts an instance's own error (the contact form's 503 while the database restarts).
    expect(config).not.toContain('proxy_intercept_errors')
    const pages = frontErrorPages()
    expect(Object.keys(pages).sort()).toEqual(['contact-en.json', 'contact-es.json', 'en.html', 'es.html'])
    expect(pages['es.html']).toContain('<html lang="es">')
    expect(pages['es.html']).toContain(es.frontError.title)
    expect(pages['en.html']).toContain(en.frontError.title)
    expect(pages['en.html']).toContain('href="/en"')
    expect(JSON.parse(pages['contact-en.json']!)).toEqual({
      ok: false,
      message: en.contact.unavailable,
      retryAfterSeconds: 60,
    })
    expect(JSON.parse(pages['contact-es.json']!).message).toBe(es.contact.unavailable)
  })

  it('lists every instance, each tried in turn on failure', () => {
    const config = frontConfig({
      listen: 8080,
      upstreams: ['10.0.0.1:3000', '10.0.0.2:3000', '10.0.0.3:3000'],
      workDir: '/w',
      errorPagesDir: '/w/errors',
    })
    expect(config.match(/^\s+server 10\.0\.0\.\d:3000 /gm)).toHaveLength(3)
    expect(config).toContain('proxy_next_upstream_tries 3;')
    // Not non_idempotent: a POST that reached one instance is never sent to another.
    expect(config).toMatch(/^\s+proxy_next_upstream error timeout http_502 http_503 http_504;$/m)
  })

  it('refuses a front without instances', () => {
    expect(() => frontConfig({ listen: 8080, upstreams: [], workDir: '/w', errorPagesDir: '/w/errors' })).toThrow(
      /upstream/,
    )
  })
})
