import { env } from '#src/config/env.ts'

/** This site's host (NEXT_PUBLIC_SERVER_URL): an absolute URL to it is a site address, not an off-site one. */
export function siteHost(): string {
  try {
    return new URL(env.publicServerUrl()).host
  } catch {
    return 'localhost:3000'
  }
}
