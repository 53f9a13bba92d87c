/**
 * The security headers of every response, in one place. next.config.ts serves them through
 * headers(), which Next.js evaluates when it builds (next build writes them into
 * .next/routes-manifest.json) or when next dev starts: prerendered pages stay static files and no
 * response needs code to run per request. That is also why the Content-Security-Policy has no
 * per-request nonce (a nonce would make every page render per request); see docs/security.md.
 * No imports, so next.config.ts and the unit tests load it as is.
 */

export type SecurityEnv = Partial<Record<'NODE_ENV' | 'NEXT_PUBLIC_SERVER_URL' | 'FIREBASE_AUTH_EMULATOR_HOST', string>>

/** The Firebase Authentication REST hosts the web SDK calls (sign-in, sign-up, token refresh). */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const

type Directives = Record<string, string[]>

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')

/** Served over https in production: the only case where HSTS and upgrade-insecure-requests belong. */
export function isHttpsProduction(env: SecurityEnv): boolean {
  return env.NODE_ENV === 'production' && /^https:\/\//i.test(env.NEXT_PUBLIC_SERVER_URL ?? '')
}

const isDev = (env: SecurityEnv) => env.NODE_ENV === 'development'

/** The Auth emulator's origin when the app is built or run against it (tests, npm run dev). */
export function emulatorOrigin(env: SecurityEnv): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim()
  return host ? `http://${host}` : null
}

/**
 * The public site: its own scripts, styles, images and fonts; fetches to itself and to Firebase
 * Auth only. WhatsApp (wa.me) and mailto: are links the visitor follows, not requests the page
 * makes, so they need no source. No inline script is allowed here: the production server adds the
 * sha256 hash of each inline script of each HTML response it sends (src/security/inline-scripts.ts,
 * docs/security.md). `next dev` has no such server, so development allows inline scripts and eval.
 */
export function siteCsp(env: SecurityEnv, { framedBySite = false }: { framedBySite?: boolean } = {}): string {
  const emulator = emulatorOrigin(env)
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': isDev(env) ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...FIREBASE_AUTH_ORIGINS,
      ...(emulator ? [emulator] : []),
      ...(isDev(env) ? ['ws:'] : []),
    ],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the staff previews (/preview/…) may be framed, by the admin's live preview on this site.
    'frame-ancestors': [framedBySite ? "'self'" : "'none'"],
  }
  if (isHttpsProduction(env)) directives['upgrade-insecure-requests'] = []
  return serialize(directives)
}

/**
 * The Payload admin (/admin): the same origin only, plus what its editor needs (blob: and data:
 * images for uploads, blob: workers) and frames of the same origin, for live preview.
 */
export function adminCsp(env: SecurityEnv): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev(env) ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev(env) ? ['ws:'] : [])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  if (isHttpsProduction(env)) directives['upgrade-insecure-requests'] = []
  return serialize(directives)
}

/**
 * Uploaded files (/api/media/file/*), opened directly: no scripts, no plugins, no frames, no
 * requests, in a sandbox (an SVG is a document that can carry scripts). Payload sends
 * `script-src 'none'` for its uploads itself, but Next's configured headers replace it, so the
 * policy lives here. Styles and images inside the file stay allowed so an SVG still renders.
 */
export function mediaCsp(): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'none'"],
    'connect-src': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
    sandbox: [],
  })
}

export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ')

export type HeaderRule = { source: string; headers: Array<{ key: string; value: string }> }

function common(env: SecurityEnv): Array<{ key: string; value: string }> {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isHttpsProduction(env)
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}

/**
 * For next.config.ts headers(): every path gets the site's headers; the admin's and the uploaded
 * files' rules come last so that, for them, their policy replaces the site's (Next.js keeps the
 * last value of a key).
 */
export function securityHeaderRules(env: SecurityEnv): HeaderRule[] {
  const admin = [
    { key: 'Content-Security-Policy', value: adminCsp(env) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ]
  return [
    {
      source: '/:path*',
      headers: [
        ...common(env),
        { key: 'Content-Security-Policy', value: siteCsp(env) },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    { source: '/admin', headers: admin },
    { source: '/admin/:path*', headers: admin },
    // The staff previews open in the admin's live-preview frame: framable by the site itself only.
    ...['/preview/:path*', '/:locale(en|es)/preview/:path*'].map((source) => ({
      source,
      headers: [
        { key: 'Content-Security-Policy', value: siteCsp(env, { framedBySite: true }) },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    })),
    // Framable by the site itself: the admin previews uploads in its own pages.
    {
      source: '/api/media/file/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: mediaCsp() },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
      ],
    },
  ]
}
