import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  DOCKER_ERROR_PAGES,
  DOCKER_FRONT_CONFIG,
  PERSONAL_PATHS,
  dockerFrontConfig,
  frontConfig,
  frontErrorPages,
} from '#scripts/front-config.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'
import { inEveryLocale } from '#src/i18n/paths.ts'
import { previewRoutes, privateRoutes } from '#src/routes.ts'

describe('the caching front configuration', () => {
  it('is the one compose deploys: docker/nginx/nginx.conf is generated from scripts/front-config.ts', () => {
    // After changing the rules: node scripts/front-config.ts --docker
    expect(readFileSync(DOCKER_FRONT_CONFIG, 'utf8')).toBe(dockerFrontConfig())
    for (const [name, content] of Object.entries(frontErrorPages()))
      expect(readFileSync(`${DOCKER_ERROR_PAGES}/${name}`, 'utf8')).toBe(content)
  })

  it("answers its own 502/503/504 with the site's texts: a page per language, JSON for the contact form", () => {
    const config = frontConfig({
      listen: 8080,
      upstreams: ['a:3000'],
      workDir: '/w',
      errorPagesDir: '/w/errors',
      scriptPath: '/w/front.js',
    })
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

  it('never caches the admin, the APIs, the dashboard or the previews; caches sign-in and registration like any public page', () => {
    const personal = new RegExp(PERSONAL_PATHS)
    for (const path of [
      '/admin',
      '/api/auth/session',
      '/dashboard',
      '/en/dashboard',
      '/preview/post/1',
      '/legal-preview/3',
    ])
      expect(personal.test(path), path).toBe(true)
    for (const path of ['/login', '/en/login', '/register', '/en/register', '/plans', '/en', '/blog/1'])
      expect(personal.test(path), path).toBe(false)
  })

  it('lists every instance, each tried in turn on failure', () => {
    const config = frontConfig({
      listen: 8080,
      upstreams: ['10.0.0.1:3000', '10.0.0.2:3000', '10.0.0.3:3000'],
      workDir: '/w',
      errorPagesDir: '/w/errors',
      scriptPath: '/w/front.js',
    })
    expect(config.match(/^\s+server 10\.0\.0\.\d:3000 /gm)).toHaveLength(3)
    expect(config).toContain('proxy_next_upstream_tries 3;')
    // Not non_idempotent: a POST that reached one instance is never sent to another.
    expect(config).toMatch(/^\s+proxy_next_upstream error timeout http_502 http_503 http_504;$/m)
  })

  it('keys build assets on their path and encoding only: no query, no host (issue 26, item 6)', () => {
    const config = frontConfig({
      listen: 8080,
      upstreams: ['10.0.0.1:3000'],
      workDir: '/w',
      errorPagesDir: '/w/errors',
      scriptPath: '/w/front.js',
    })
    const staticBlock = /location \/_next\/static\/ \{[^}]*\}/.exec(config)?.[0] ?? ''
    expect(staticBlock).toContain('proxy_cache_key "static|$front_static_path|$front_encoding";')
    expect(config).toMatch(/map \$request_uri \$front_static_path \{\s+"~\^\(\?<front_path>\[\^\?\]\*\)" \$front_path;/)
  })

  it('never caches the personal paths of src/routes.ts in any language, /es/ forms included (issue 26, item 6)', () => {
    const personal = new RegExp(PERSONAL_PATHS)
    const paths = [...privateRoutes, ...previewRoutes].flatMap((route) => [
      ...inEveryLocale(route),
      `/es${route}`,
      `/es${route}/x`,
    ])
    expect(paths.filter((path) => !personal.test(path))).toEqual([])
    expect(
      ['/plans', '/es/plans', '/en/blog', '/es', '/loginx', '/login', '/es/login', '/en/register'].filter((path) =>
        personal.test(path),
      ),
    ).toEqual([])
  })

  it('refuses a front without instances', () => {
    expect(() =>
      frontConfig({
        listen: 8080,
        upstreams: [],
        workDir: '/w',
        errorPagesDir: '/w/errors',
        scriptPath: '/w/front.js',
      }),
    ).toThrow(/upstream/)
  })
})
