/**
 * The caching front's nginx configuration, in one place: startFront (scripts/lib/front.ts) writes it
 * for the tests, the benchmark and test:scale, and `node scripts/front-config.ts --docker` writes
 * docker/nginx/nginx.conf for docker-compose from the same function, so the rules proven by the
 * tests are the rules deployed. docs/operations.md ("The caching front") explains them.
 *
 *   node scripts/front-config.ts --docker            # rewrites docker/nginx/nginx.conf
 *   node scripts/front-config.ts --check             # exits 1 when docker/nginx/nginx.conf is stale
 *
 * Relative imports only: this file runs with Node's type stripping.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { locales } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { previewRoutes, privateRoutes, systemRoutes } from '#src/routes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export type FrontConfigOptions = {
  /** `8240` or `127.0.0.1:8240`. */
  listen: string | number
  /** App instances as host:port, in the order the front tries them. */
  upstreams: string[]
  /**
   * Where nginx keeps its pid, temporary files and caches (absolute; it must exist). Everything
   * is one level below it, so nginx creates the directories itself, owned by its worker user.
   */
  workDir: string
  /** Where the error log goes: a file, or `stderr` (containers). */
  errorLog?: string
  /**
   * Where the access log goes (`/dev/stdout` in a container): one JSON object per request with its
   * request id and cache status, what the front's hit ratio is counted from (docs/operations.md).
   * Unset: no access log (the benchmarks and tests).
   */
  accessLog?: string
  /**
   * The front's private port (`8081`), never published to visitors: nginx's stub_status for its
   * exporter, and POST /front/changed, where the app says content changed (FRONT_CHANGE_URLS,
   * src/data/front-notice.ts). Unset: neither, and the front's copies live out their 1–2 s.
   */
  statusListen?: string | number
  /**
   * With statusListen: the front counts the answers of its cached locations by cache status
   * (`HIT`, `MISS`, `EXPIRED`…) and serves the counts as Prometheus text at `/metrics` on its
   * private port, the hit ratio from nginx itself. Needs njs 0.8 (a shared dictionary, one for all
   * workers): the official image has it; Debian bookworm's 0.7 (this machine's nginx) has not.
   */
  cacheMetrics?: boolean
  /** Where the config's njs script is (absolute): frontScript()'s text, written by the caller. */
  scriptPath: string
  /** Runs the workers as root (a test started as root with a cache in a root-only directory). */
  userRoot?: boolean
  /** Keeps nginx in the foreground (a supervised child, or a container's main process). */
  daemonOff?: boolean
  /** Worker processes: `auto` (one per core) unless told. */
  workers?: number | 'auto'
  /**
   * Where the front's own error pages are (absolute; written by writeFrontErrorPages): what a
   * visitor gets when no instance answers, instead of nginx's bare English page.
   */
  errorPagesDir: string
  /**
   * Extra server blocks (the benchmark's static reference server), appended inside `http {}` so that
   * they share the very same worker settings as the front they are compared with.
   */
  extraServers?: string
}

/**
 * Paths no cache may ever hold (src/routes.ts): the admin, every API (auth, contact, Payload's
 * REST), the doctors' dashboard, the staff previews, in every language and spelling the site
 * serves them under: unprefixed, /en/… and /es/… (Spanish stated explicitly, src/proxy.ts). The
 * sign-in and registration pages are not among them: the same prerendered page for everyone (their
 * forms open the session through /api/auth/session), so they are cached like the other public pages.
 */
const alternatives = (paths: readonly string[]) => paths.map((route) => route.slice(1)).join('|')
const languagePrefixes = locales.map((locale) => `${locale}/`).join('|')
export const PERSONAL_PATHS = `^/(?:${alternatives(systemRoutes)})(?:/|$)|^/(?:${languagePrefixes})?(?:${alternatives([...privateRoutes, ...previewRoutes])})(?:/|$)`

/**
 * Cookies that make a request personal: the staff session (payload-token), a doctor's session
 * (__session, src/auth/session-cookie.ts) and Next's draft-mode cookie (__prerender_bypass).
 */
export const PERSONAL_COOKIES = '(?:^|;\\s*)(?:payload-token|__session|__prerender_bypass)='

/** What in the app's Cache-Control makes an answer personal or uncacheable: never stored, said on as it is. */
const UNCACHEABLE_CACHE_CONTROL = '(?:private|no-store|no-cache)'

/**
 * The request headers a page's answer depends on besides its URL and encoding: the ones Next lists
 * in its Vary (an RSC payload, a prefetch, a client-side navigation), all in the page cache's key.
 */
export const KEYED_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
]

/**
 * How long a page stays fresh in the front. One second: a page asked for continuously is
 * rendered by the app about once a second whatever the traffic, and an edit is live through the
 * front within 2 s (the app's own cache is expired by the edit itself). nginx counts validity in
 * whole seconds of its clock, so a copy taken at 10.0 s is served until 12.0 s at most, one taken
 * at 10.9 s until 12.0 s: between 1 and 2 s, never more.
 */
export const PAGE_TTL = '1s'

/**
 * What the front tells browsers and shared caches (a CDN, a corporate proxy) about a public page
 * or a medium: no lifetime at all, revalidate each time. The site's guarantee is that an edit is
 * live within 2 s, and the front already holds a copy up to 2 s, so any lifetime given downstream
 * would add to that. Revalidation is cheap: the front answers If-None-Match / If-Modified-Since
 * with a 304 from its own cache (the app's ETag or Last-Modified travels with the copy).
 */
export const CLIENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * Next's internal response headers (middleware rewrites, its own cache's state, prerender and
 * routing details): meant for Next, not for visitors. The front drops them all.
 */
export const INTERNAL_HEADERS = [
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-redirect',
  'x-middleware-set-cookie',
  'x-middleware-refresh',
  'x-middleware-skip',
  'x-middleware-prefetch',
  'x-middleware-invoke',
  'x-middleware-subrequest',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-matched-path',
  'x-nextjs-redirect',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-data',
  'x-nextjs-deployment-id',
  'x-nextjs-request-id',
]

/** Uploaded media and share images the app serves: cached by the front like pages (public, 1 s). */
export const MEDIA_PATHS = '^/api/media/file/'

function clientCacheRules(): string {
  return `    # Downstream caches (browsers, a CDN): no lifetime beyond the 2 s guarantee (CLIENT_CACHE_CONTROL
    # in scripts/front-config.ts). Personal answers keep the app's private/no-store; Next's hashed
    # build assets keep their year (a new build has new names).
    proxy_hide_header Cache-Control;
    add_header Cache-Control $front_client_cache_control always;
${INTERNAL_HEADERS.map((header) => `    proxy_hide_header ${header};`).join('\n')}`
}

/**
 * The front's own answers when no instance could answer (all down, a crash mid-request, a
 * timeout): 502, 503 or 504 with a page in the visitor's language, and for the contact form's
 * requests JSON the form shows (src/contact/components/ContactForm.tsx reads `message`). The
 * texts come from the site's message files (frontError.*, contact.unavailable), so the front
 * speaks as the site does; generated when the front starts (scripts/lib/front.ts) and, for
 * compose, into docker/nginx/errors (`--docker`).
 */
type Messages = Record<string, Record<string, string>>
const languages = locales

function readMessages(language: (typeof languages)[number]): Messages {
  return JSON.parse(readFileSync(path.join(root, 'src/i18n/messages', `${language}.json`), 'utf8')) as Messages
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function frontErrorPages(): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const language of languages) {
    const messages = readMessages(language)
    const t = messages.frontError
    const home = localizedPath(language, '/')
    pages[`${language}.html`] = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f8fa;color:#14213d}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#0b6e4f;font-weight:600;margin:0 .75rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<p><a href="">${escapeHtml(t.retry)}</a><a href="${home}">${escapeHtml(t.home)}</a></p>
</main>
</body>
</html>
`
    pages[`contact-${language}.json`] =
      `${JSON.stringify({ ok: false, message: messages.contact.unavailable, retryAfterSeconds: 60 })}
`
  }
  return pages
}

/** Writes the front's error pages into `dir` (created). */
export function writeFrontErrorPages(dir: string): void {
  mkdirSync(dir, { recursive: true })
  for (const [name, content] of Object.entries(frontErrorPages())) writeFileSync(path.join(dir, name), content)
}

export function frontConfig(o: FrontConfigOptions): string {
  if (!o.upstreams.length) throw new Error('frontConfig: at least one upstream is needed')
  const work = o.workDir.replace(/\/+$/, '')
  const listen = String(o.listen)
  const servers = o.upstreams
    // An instance that fails 3 times within 5 s (refused, timed out, 502-504) is skipped for 5 s,
    // then tried again (open-source nginx has only passive health checks). Not after the first
    // failure: one dropped request on A while B restarts would otherwise leave no instance at all.
    .map((upstream) => `    server ${upstream} max_fails=3 fail_timeout=5s;`)
    .join('\n')
  return `# Generated by scripts/front-config.ts: edit that file, not this one.
# njs (nginx's JavaScript module, in the official image and Debian's libnginx-mod-http-js): the
# content generation in the page cache's key (frontScript in scripts/front-config.ts).
load_module ${NJS_MODULE};
${o.userRoot ? 'user root;\n' : ''}worker_processes ${o.workers ?? 'auto'};
# The maps below (paths, cookies, encodings, lifetimes) run regular expressions on every request.
pcre_jit on;
${o.daemonOff ? 'daemon off;\n' : ''}pid ${work}/nginx.pid;
error_log ${o.errorLog ?? `${work}/error.log`} warn;

events {
  worker_connections 4096;
}

http {
  default_type application/octet-stream;
  types {
    text/html html;
    text/css css;
    application/javascript js;
    application/json json;
  }
${
  o.accessLog
    ? `  # No query string (it may hold what a visitor typed) and no client address: the id ties a line
  # to the instance's lines for the same request (X-Request-Id), the status and cache say the rest.
  log_format citaya_json escape=json '{"time":"$time_iso8601","request_id":"$request_id","method":"$request_method","path":"$uri","status":$status,"cache":"$upstream_cache_status","upstream":"$upstream_addr","upstream_status":"$upstream_status","request_time":$request_time,"bytes":$body_bytes_sent}';
  access_log ${o.accessLog} citaya_json;`
    : '  access_log off;'
}
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 100000;
  # Media uploads through the admin go through the front (the app's own limit applies after).
  client_max_body_size 25m;
  client_body_temp_path ${work}/client_body_temp;
  proxy_temp_path ${work}/proxy_temp;
  fastcgi_temp_path ${work}/fastcgi_temp;
  uwsgi_temp_path ${work}/uwsgi_temp;
  # Not for SCGI (nothing here uses it): nginx creates its temporary directories at start, owned by
  # the worker user, which makes this the one directory where the workers may write the content
  # generation (frontScript), whatever user the image runs them as.
  scgi_temp_path ${work}/front_state;

  # The content generation: moved by POST /front/changed on the private port when the app expires
  # cached content, read by every page request into the page cache's key, so that no page stored
  # before a change is answered after it (a copy otherwise lives 1–2 s: nginx counts whole seconds).
  js_import front from ${o.scriptPath};
  js_set $front_generation front.generation;
${
  o.cacheMetrics
    ? `
  # The hit ratio as nginx sees it: every answer of a cached location counted by its cache status
  # (front.countCache) in a dictionary all workers share, bounded (a handful of statuses), and
  # served as Prometheus text on the private port (front.metrics).
  js_shared_dict_zone zone=front_cache:64k type=number;
`
    : ''
}
  # Pages: a short life, and an entry nobody asked for in 2 s is dropped, so that the first visitor
  # after a quiet spell gets a fresh page rather than a stale one refreshed behind his back.
  proxy_cache_path ${work}/cache_pages levels=1:2 keys_zone=pages:20m max_size=512m inactive=2s use_temp_path=off;
  # Next's build assets: names carry a content hash, so they never change under the same URL.
  proxy_cache_path ${work}/cache_static levels=1:2 keys_zone=static:10m max_size=512m inactive=7d use_temp_path=off;

  upstream app {
${servers}
    # Idle connections kept open to the instances (no TCP handshake per request). Closed by nginx
    # before Node's 5 s keep-alive timeout, so nginx never writes to a socket the app just closed.
    keepalive 64;
    keepalive_timeout 4s;
    keepalive_requests 10000;
  }

  # Compression the app can produce (src: compression, br/gzip): one cache entry per encoding
  # instead of one per browser's Accept-Encoding spelling, and the app is asked for exactly that.
  map $http_accept_encoding $front_encoding {
    default "";
    "~*\\bbr\\b" br;
    "~*\\bgzip\\b" gzip;
  }

  # A build asset's path without its query: /_next/static/… names carry a content hash, so a query
  # (?cb=1, ?cb=2, …) never changes the file, and keying on it would let anyone fill the 7-day zone.
  # The raw path, as the app receives it (not nginx's decoded $uri).
  map $request_uri $front_static_path {
    "~^(?<front_path>[^?]*)" $front_path;
  }

  # 1 = never from the cache, never into it. Uploaded media are public files, cached like pages.
  map $uri $front_personal_path {
    default 0;
    "~${MEDIA_PATHS}" 0;
    "~${PERSONAL_PATHS}" 1;
  }
  # What downstream caches are told (see clientCacheRules): the app's own private/no-store/no-cache
  # as it said it; else, for a personal request (path or cookie), private; else no lifetime. Next's
  # hashed build assets get their year in their own location. Exact-match keys and one short regex
  # on the app's Cache-Control: this runs on every response, a cached page's included.
  map $upstream_http_cache_control $front_public_cache_control {
    default "${CLIENT_CACHE_CONTROL}";
    "~*${UNCACHEABLE_CACHE_CONTROL}" $upstream_http_cache_control;
  }
  map $upstream_http_cache_control $front_personal_cache_control {
    default "private, no-cache";
    "~*${UNCACHEABLE_CACHE_CONTROL}" $upstream_http_cache_control;
  }
  map "$front_personal_path$front_personal_cookie" $front_client_cache_control {
    default $front_personal_cache_control;
    00 $front_public_cache_control;
  }
  map $http_cookie $front_personal_cookie {
    default 0;
    "~${PERSONAL_COOKIES}" 1;
  }
  # Responses the app marks personal or uncacheable are never stored (Cache-Control is otherwise
  # ignored: Next sends s-maxage of a year for prerendered pages, far beyond the front's 1 s), but
  # for 404 and 410: Next says private, no-store of its not-found page, the same for everyone (a
  # personal request never reaches the cache), and storing it is what replaces the copy of a page
  # or redirect just deleted (see proxy_cache_use_stale).
  map "$upstream_status|$upstream_http_cache_control" $front_private_response {
    default 0;
    "~(?:^|\\s)(?:404|410)\\|" 0;
    "~*${UNCACHEABLE_CACHE_CONTROL}" 1;
  }
  # 1 = the answer varies on a request header the page cache's key does not hold: never stored.
  map $upstream_http_vary $front_unkeyed_vary {
    default 1;
    "" 0;
    "~*^(?:\\s*(?:${[...KEYED_REQUEST_HEADERS, 'accept-encoding'].join('|')})\\s*(?:,|$))+$" 0;
  }
  # A response that sets a cookie is never stored (nginx already refuses to, said again here).
  map $upstream_http_set_cookie $front_sets_cookie {
    default 1;
    "" 0;
  }
  # A page Next answered from its own cache as STALE is the copy from before a change, sent while
  # the app renders the new one: stored, it would be served for the front's whole lifetime after
  # the change. Not stored, the next request asks the app again and gets the new page once it is
  # rendered (a few hundred ms).
  map $upstream_http_x_nextjs_cache $front_stale_response {
    default 0;
    STALE 1;
  }

  # The front's own error pages (frontErrorPages): the language from the form's ?locale= (the
  # contact form posts to /api/contact?locale=…), else from the path (/en…: English, else Spanish);
  # JSON for the contact form's script (Accept: application/json), a page for everything else.
  map $uri $front_path_language {
    default es;
    "~^/en(?:/|$)" en;
  }
  map $arg_locale $front_error_language {
    default $front_path_language;
    es es;
    en en;
  }
  map "$uri|$http_accept" $front_error_kind {
    default page;
    "~^/api/contact/?\\|.*application/json" contact;
  }
  map "$front_error_kind-$front_error_language" $front_error_file {
    default es.html;
    page-en en.html;
    contact-es contact-es.json;
    contact-en contact-en.json;
  }

  server {
    listen ${listen};
    server_name _;

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The front is the edge: whatever X-Forwarded-For a client sent is replaced by the address it
    # connected from. The app believes it only from TRUSTED_PROXIES (src/server/client-address.ts).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header Accept-Encoding $front_encoding;
    # One id per request (nginx's own, never a client's): the instance logs it and returns it; a
    # cached answer would carry the id of the request that filled the cache, so the front sets
    # its own on every answer (and beside each add_header below, which replaces the server's).
    proxy_set_header X-Request-Id $request_id;
    proxy_hide_header X-Request-Id;
    add_header X-Request-Id $request_id always;

    # Failover: a refused connection, a timeout or a 502/503/504 from one instance sends the request
    # to the next. POST/PATCH are passed on only when nothing reached the first instance (nginx's
    # default without non_idempotent): a contact message is never submitted twice.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries ${Math.max(2, o.upstreams.length)};
    proxy_next_upstream_timeout 15s;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_buffers 16 32k;
    proxy_buffer_size 32k;

    # The page cache. The key holds what makes one URL answer differently: the host, the path and
    # query (including _rsc), the encoding, and the RSC / Next-Router-* / Next-Url headers, so that a
    # client-side navigation's RSC payload and the HTML document at the same URL never mix; and the
    # content generation, so a change the app announces leaves every older copy behind at once.
    proxy_cache_key "$scheme|$http_host|$request_uri|$front_encoding|${KEYED_REQUEST_HEADERS.map((name) => `$http_${name.replaceAll('-', '_')}`).join('|')}|$front_generation";
    proxy_cache_methods GET HEAD;
    # Vary as well: the key already holds every request header the app varies on, and nginx's own
    # Vary handling would hash them again into a second key on every hit (several microseconds of a
    # cached page's 25-30 in nginx). An answer that varies on anything else is not stored
    # ($front_unkeyed_vary).
    proxy_ignore_headers Cache-Control Expires X-Accel-Expires Vary;
    proxy_cache_valid 200 301 302 308 404 410 ${PAGE_TTL};
    # At expiry, the first request refreshes the copy from the app and the requests arriving while
    # it is under way get the copy just expired ("updating"): no pile of requests on the app, no
    # one waiting but that first request. Never refreshed in the background: the first request
    # after expiry always reaches the app, so a copy is never served more than 2 s after it was
    # taken plus one refresh. No cache lock either: its waiters re-check only every 500 ms (the
    # 380-440 ms p99 of cached pages it caused). A refresh that may not be stored would leave the
    # expired copy to be served again to every request overlapping the next refresh: hence 404
    # and 410 are stored whatever the app says (see $front_private_response), so a deleted page
    # or redirect replaces its copy. The last good copy is also served while the instances fail.
    proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
    proxy_cache_background_update off;
    proxy_cache_lock off;
    proxy_cache_bypass $front_personal_path $front_personal_cookie;
    proxy_no_cache $front_personal_path $front_personal_cookie $front_private_response $front_sets_cookie $front_unkeyed_vary $front_stale_response;
    # HIT, MISS, STALE, UPDATING, BYPASS or EXPIRED: what the tests and an operator look at.
    add_header X-Front-Cache $upstream_cache_status always;
${clientCacheRules()}

    # Only what nginx itself answers (no instance reachable, cut, timed out); an instance's own
    # 503 (the contact form's "try again" while the database restarts) passes through unchanged.
    # The status stays 502/503/504; a POST is answered by a GET of the page (nginx's own rule).
    error_page 502 503 504 /.front-error/$front_error_file;
    location ^~ /.front-error/ {
      internal;
      alias ${o.errorPagesDir.replace(/\/+$/, '')}/;
      add_header Cache-Control "no-store" always;
      add_header Retry-After 60 always;
      add_header X-Request-Id $request_id always;
    }

    location / {
      proxy_cache pages;
      proxy_pass http://app;${o.cacheMetrics ? '\n      js_header_filter front.countCache;' : ''}
    }

    location /_next/static/ {
      proxy_cache static;${o.cacheMetrics ? '\n      js_header_filter front.countCache;' : ''}
      # The path and the encoding only: not the query, and not the Host (the same build answers
      # every host), so neither can make a new entry for a file the zone already holds.
      proxy_cache_key "static|$front_static_path|$front_encoding";
      proxy_cache_valid 200 7d;
      proxy_pass http://app;
      # A name that carries its content's hash never changes: a year. (A location with an add_header
      # of its own inherits none from the server, hence X-Front-Cache again.)
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      add_header X-Front-Cache $upstream_cache_status always;
      add_header X-Request-Id $request_id always;
    }
  }
${
  o.statusListen
    ? `
  # The private port, which the host does not publish (docker-compose.yml), never the visitors':
  # nginx's connection and request counts for its Prometheus exporter, and the app's notice that
  # content changed (FRONT_CHANGE_URLS), which moves the page cache's generation.
  server {
    listen ${o.statusListen};
    access_log off;
    location = /stub_status {
      stub_status;
    }
    location = /front/changed {
      js_content front.changed;
    }${
      o.cacheMetrics
        ? `
    location = /metrics {
      js_content front.metrics;
    }`
        : ''
    }
    location / {
      return 404;
    }
  }
`
    : ''
}${o.extraServers ?? ''}}
`
}

/** Where nginx's JavaScript module is, in the official image and in Debian's libnginx-mod-http-js alike. */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so'

/**
 * The front's njs script: the content generation, kept in a file of the front's own (one value for
 * all its workers, and njs before 0.8 keeps nothing between requests). Read on every page request
 * (a few microseconds: a small file the kernel keeps in memory); written whole and renamed into
 * place, so a reader never sees half a value. Date and process id: two notices in one millisecond
 * from two workers still give a new value, and a restarted front never returns to an old one.
 */
export function frontScript(workDir: string): string {
  const file = `${workDir.replace(/\/+$/, '')}/front_state/generation`
  return `// Generated by scripts/front-config.ts: edit that file, not this one.
import fs from 'fs';

const FILE = ${JSON.stringify(file)};

function generation(r) {
  try {
    return fs.readFileSync(FILE, 'utf8');
  } catch (e) {
    return '0';
  }
}

function changed(r) {
  if (r.method !== 'POST') {
    r.return(405);
    return;
  }
  const temporary = FILE + '.' + process.pid;
  fs.writeFileSync(temporary, Date.now().toString(36) + '.' + process.pid);
  fs.renameSync(temporary, FILE);
  r.return(204);
}

// With cacheMetrics only (njs 0.8's shared dictionary front_cache): each answer of a cached
// location by its cache status, and the counts as Prometheus text. (njs's own engine: no for…of.)
function countCache(r) {
  ngx.shared.front_cache.incr(r.variables.upstream_cache_status || 'NONE', 1, 0);
}

function metrics(r) {
  const counts = ngx.shared.front_cache;
  const lines = [
    '# HELP citaya_front_cache_responses_total Answers of the front\\'s cached locations by cache status (HIT: from its cache).',
    '# TYPE citaya_front_cache_responses_total counter',
  ];
  const statuses = counts.keys().sort();
  for (let i = 0; i < statuses.length; i++) {
    lines.push('citaya_front_cache_responses_total{cache="' + statuses[i] + '"} ' + counts.get(statuses[i]));
  }
  r.headersOut['Content-Type'] = 'text/plain; version=0.0.4; charset=utf-8';
  r.return(200, lines.join('\\n') + '\\n');
}

export default { generation, changed, countCache, metrics };
`
}

/** Exists in nginx images (Debian's package and the official one). */
const DOCKER_WORK_DIR = '/var/cache/nginx'

/** Where compose mounts docker/nginx/front.js in the front's container (docker-compose.yml). */
const DOCKER_SCRIPT_MOUNT = '/etc/nginx/citaya-front.js'

/** Where compose mounts docker/nginx/errors in the front's container (docker-compose.yml). */
const DOCKER_ERROR_PAGES_MOUNT = '/etc/nginx/citaya-errors'

/** The compose topology's front: two instances named app-a and app-b (docker-compose.yml). */
export function dockerFrontConfig(): string {
  return frontConfig({
    listen: 80,
    upstreams: ['app-a:3000', 'app-b:3000'],
    workDir: DOCKER_WORK_DIR,
    errorLog: 'stderr',
    accessLog: '/dev/stdout',
    statusListen: 8081,
    cacheMetrics: true,
    scriptPath: DOCKER_SCRIPT_MOUNT,
    daemonOff: true,
    errorPagesDir: DOCKER_ERROR_PAGES_MOUNT,
  })
}

export const DOCKER_FRONT_CONFIG = path.join(root, 'docker/nginx/nginx.conf')
/** The njs script for compose (docker-compose.yml mounts it at DOCKER_SCRIPT_MOUNT). */
export const DOCKER_FRONT_SCRIPT = path.join(root, 'docker/nginx/front.js')
/** The error pages for compose (docker-compose.yml mounts them at DOCKER_ERROR_PAGES_MOUNT). */
export const DOCKER_ERROR_PAGES = path.join(root, 'docker/nginx/errors')

/** What `--check` compares: the configuration and each error page, generated against what is committed. */
function dockerFilesStale(): string[] {
  const expected: Record<string, string> = {
    [DOCKER_FRONT_CONFIG]: dockerFrontConfig(),
    [DOCKER_FRONT_SCRIPT]: frontScript(DOCKER_WORK_DIR),
  }
  for (const [name, content] of Object.entries(frontErrorPages()))
    expected[path.join(DOCKER_ERROR_PAGES, name)] = content
  return Object.entries(expected)
    .filter(([file, content]) => {
      try {
        return readFileSync(file, 'utf8') !== content
      } catch {
        return true // missing: stale
      }
    })
    .map(([file]) => path.relative(root, file))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = dockerFilesStale()
    if (stale.length) {
      console.error(
        `${stale.join(', ')}: not what scripts/front-config.ts generates: run node scripts/front-config.ts --docker`,
      )
      process.exit(1)
    }
  } else if (process.argv.includes('--docker')) {
    writeFileSync(DOCKER_FRONT_CONFIG, dockerFrontConfig())
    writeFileSync(DOCKER_FRONT_SCRIPT, frontScript(DOCKER_WORK_DIR))
    writeFrontErrorPages(DOCKER_ERROR_PAGES)
    console.log(
      `wrote ${path.relative(root, DOCKER_FRONT_CONFIG)}, ${path.relative(root, DOCKER_FRONT_SCRIPT)} and ${path.relative(root, DOCKER_ERROR_PAGES)}/`,
    )
  } else {
    process.stdout.write(dockerFrontConfig())
  }
}
