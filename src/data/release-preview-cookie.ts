/**
 * The cookie naming the release a staff member previews (src/data/release-preview.ts reads it,
 * src/releases/endpoints.ts sets it). Its own module, without 'server-only', because the releases'
 * endpoints are part of Payload's config, which the worker loads outside Next.
 */
export const RELEASE_PREVIEW_COOKIE = 'citaya-release-preview'
