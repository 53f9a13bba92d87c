/**
 * Set by the proxy on a request it answers with the 404 page: which 404 (the site's, or the
 * article one the spec words differently). Read by src/app/global-not-found.tsx.
 */
export const NOT_FOUND_KIND_HEADER = 'x-citaya-not-found'

/** An address no route matches: the proxy sends made-up pages there, and Next answers it with the 404 page. */
export const NOT_FOUND_PATH = '/_not-found-page'
