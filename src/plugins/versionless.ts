import type { Endpoint, Plugin } from 'payload'

const notFound: Endpoint['handler'] = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'cache-control': 'no-store' } })

/** Payload's version routes, answered 404 where there are no versions to read or restore. */
const versionRoutes: Endpoint[] = [
  { path: '/versions', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'post', handler: notFound },
]

/**
 * Payload adds its version endpoints to every collection and global, versions or not, and on one
 * without versions they fail with a 500 (there is no versions table to read): a staff member's
 * `GET /api/globals/site-settings/versions` is a server error. Endpoints of the config come before
 * Payload's own, so these answer 404 first (issue 15, finding 8).
 */
export const versionlessAs404: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    collection.versions || collection.endpoints === false
      ? collection
      : { ...collection, endpoints: [...versionRoutes, ...(collection.endpoints ?? [])] },
  ),
  globals: config.globals?.map((global) =>
    global.versions || global.endpoints === false
      ? global
      : { ...global, endpoints: [...versionRoutes, ...(global.endpoints ?? [])] },
  ),
})
