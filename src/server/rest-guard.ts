import type { FlattenedField, SanitizedConfig } from 'payload'
import { validOperatorSet } from 'payload/shared'

/**
 * Bad input refused before Payload's REST API sees it (issue 26, finding 4). Payload answers 500
 * (or 501) to a family of malformed requests whose fault is the client's: a `where` that is not
 * an object, an operator the field's type cannot take (`near`/`within`/`intersects` on anything
 * but a point, `like`/`contains`/`not_like` on rich text) or the database cannot run (`all`), a
 * body that is neither JSON nor multipart, JSON nested deep enough to overflow the stack, and
 * routes its router does not have (`/api/payload-migrations`, `/api/users/verify/…` without
 * e-mail verification). One check, in front of every REST handler
 * (src/app/(payload)/api/[...slug]/route.ts): each problem is a 4xx with a plain message that
 * names nothing internal. tests/e2e/hostile-traffic.spec.ts › bad input.
 */
export type RestProblem = { status: 400 | 404 | 415; message: string }

/** Deeper than any document of the site (a rich text's nested lists stay under 40); 3,000 overflowed the stack. */
export const MAX_JSON_DEPTH = 200

const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const TEXT_MATCH = new Set(['like', 'contains', 'not_like'])
const WRITES = new Set(['POST', 'PUT', 'PATCH'])
/** Payload's own collections the REST API has no route for (its router answers 501 with the internal URL). */
const NO_REST = new Set(['payload-migrations'])

/** How deep `text` (JSON) nests arrays and objects; scanned, never parsed, so any depth is safe to measure. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i += 1
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth)
    else if (c === 125 || c === 93) depth -= 1
  }
  return deepest
}

type Fields = readonly FlattenedField[]

/**
 * The field at a dotted path, or null when the path leaves what can be known here (into a
 * related collection, a locale suffix, an unknown name): Payload checks those paths itself.
 */
function fieldAt(fields: Fields, path: string): FlattenedField | null {
  let current: Fields = fields
  const segments = path.split('.')
  for (let i = 0; i < segments.length; i += 1) {
    const field = current.find((candidate) => 'name' in candidate && candidate.name === segments[i])
    if (!field) return null
    if (i === segments.length - 1) return field
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') current = field.flattenedFields
    else if (field.type === 'blocks')
      current = (field.blocks ?? []).flatMap((block) => (typeof block === 'string' ? [] : block.flattenedFields))
    else return null
  }
  return null
}

/** What an operator may not be used on, by the field's type. */
function operatorProblem(field: FlattenedField, operator: string): string | null {
  if (GEO_OPERATORS.has(operator) && field.type !== 'point') return 'only works on map points'
  if (TEXT_MATCH.has(operator) && field.type === 'richText') return 'does not work on rich text'
  return null
}

function whereProblem(where: unknown, fields: Fields, prefix: string, depth = 0): string | null {
  if (depth > 20) return 'The filter (where) is nested too deeply.'
  if (!where || typeof where !== 'object' || Array.isArray(where))
    return 'The filter (where) must be a set of conditions, like where[title][equals]=….'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : Object.values(condition ?? {})
      for (const part of list) {
        const problem = whereProblem(part, fields, prefix, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition))
      return `The condition on "${key}" must name an operator, like where[${key}][equals]=….`
    const path = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key
    const field = fieldAt(fields, path)
    for (const operator of Object.keys(condition)) {
      if (!validOperatorSet.has(operator as never)) return `"${operator}" is not a filter operator.`
      // Payload's PostgreSQL adapter has no `all` (@payloadcms/drizzle/dist/queries/operatorMap.js: "TODO").
      if (operator === 'all') return `The operator "all" is not supported by this site’s database: use "in".`
      // No collection of the site has a point field: a map operator on a path not known here is refused too.
      if (!field && GEO_OPERATORS.has(operator)) return `The operator "${operator}" only works on map points.`
      const problem = field && operatorProblem(field, operator)
      if (problem) return `The operator "${operator}" ${problem}: "${key}" cannot be filtered with it.`
    }
  }
  return null
}

/** The fields a REST path's `where` is about, and the prefix version queries put before them. */
function queried(config: SanitizedConfig, slug: string[]): { fields: Fields; prefix: string } | null {
  if (slug[0] === 'globals') {
    const global = config.globals.find((candidate) => candidate.slug === slug[1])
    return global ? { fields: global.flattenedFields, prefix: slug[2] === 'versions' ? 'version.' : '' } : null
  }
  const collection = config.collections.find((candidate) => candidate.slug === slug[0])
  return collection ? { fields: collection.flattenedFields, prefix: slug[1] === 'versions' ? 'version.' : '' } : null
}

const NOT_A_FILTER = Symbol('not a filter')

/**
 * The `where` of a query string, bracket keys as nested objects (`where[or][0][title][like]=a`),
 * the way Payload's query parser (qs) reads them; arrays stay objects keyed by index. A key that
 * is both a value and a set of conditions (`where=a&where[b][equals]=c`) is no filter at all.
 */
function whereOf(search: string): unknown {
  let where: unknown
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== 'where' && !key.startsWith('where[')) continue
    const segments =
      key === 'where'
        ? []
        : key
            .slice('where'.length)
            .replace(/^\[|\]$/g, '')
            .split('][')
    if (!segments.length) {
      where = where === undefined ? value : NOT_A_FILTER
      continue
    }
    // Objects without a prototype: a key such as `__proto__` is only a name here.
    if (where === undefined) where = Object.create(null)
    if (typeof where !== 'object' || where === null) return NOT_A_FILTER
    let node = where as Record<string, unknown>
    for (const [i, segment] of segments.entries()) {
      if (i === segments.length - 1) {
        // A repeated key (`where[id][in]=1&where[id][in]=2`) is a list to qs: its first value stands for it here.
        if (typeof node[segment] === 'object') return NOT_A_FILTER
        node[segment] ??= value
      } else {
        node[segment] ??= Object.create(null)
        const next = node[segment]
        if (typeof next !== 'object' || next === null) return NOT_A_FILTER
        node = next as Record<string, unknown>
      }
    }
  }
  return where
}

/**
 * Query parameters Payload reads as one value and fails on with a 500 when qs hands it a list
 * (a repeated key, `?limit=100&limit=50`, or `limit[]=5`). Repeating `page`, `depth` or `locale`
 * is harmless to Payload (it reads one of them) and is left alone.
 */
const SINGLE_VALUED = ['limit']

/** The first of those parameters given more than once or as a list or object (`limit[]=1`), or null. */
function repeatedParameter(search: string): string | null {
  const seen = new Set<string>()
  for (const key of new URLSearchParams(search).keys()) {
    const name = key.split('[', 1)[0]!
    if (!SINGLE_VALUED.includes(name)) continue
    if (seen.has(name) || key !== name) return name
    seen.add(name)
  }
  return null
}

const isGetOverride = (headers: Headers): boolean =>
  headers.get('x-payload-http-method-override') === 'GET' || headers.get('x-http-method-override') === 'GET'

/** The problem with a REST request, or null when Payload may have it. Reads a copy of the body. */
export async function restProblem(
  config: SanitizedConfig,
  request: Request,
  slug: string[],
): Promise<RestProblem | null> {
  const [first, second] = slug
  const collection = config.collections.find((candidate) => candidate.slug === first)
  if (first && NO_REST.has(first)) return { status: 404, message: 'Not found.' }
  // Payload's verify route throws for a collection without e-mail verification.
  if (second === 'verify' && collection && !(collection.auth && collection.auth.verify))
    return { status: 404, message: 'Not found.' }

  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  // The admin's relationship fields query with a POST whose form body is the query string
  // (X-Payload-HTTP-Method-Override: GET, payload/dist/utilities/handleEndpoints.js).
  const override = request.method === 'POST' && isGetOverride(request.headers)
  const search =
    override && type === 'application/x-www-form-urlencoded'
      ? `?${await request.clone().text()}`
      : new URL(request.url).search
  const repeated = repeatedParameter(search)
  if (repeated) return { status: 400, message: `The parameter "${repeated}" takes one value: give it once.` }
  if (search.includes('where')) {
    const where = whereOf(search)
    if (where !== undefined) {
      const target = queried(config, slug)
      const problem = whereProblem(where, target?.fields ?? [], target?.prefix ?? '')
      if (problem) return { status: 400, message: problem }
    }
  }

  // A declared length says; without one (a stream), any body counts.
  const length = request.headers.get('content-length')
  const hasBody = length === null ? request.body !== null : Number(length) > 0
  if (!WRITES.has(request.method) || !hasBody || (override && type === 'application/x-www-form-urlencoded')) return null
  if (type === 'application/json') {
    if (jsonDepth(await request.clone().text()) > MAX_JSON_DEPTH)
      return { status: 400, message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.` }
    return null
  }
  if (type === 'multipart/form-data') {
    // The admin sends documents as multipart with the document as JSON in `_payload`.
    let data: string | null = null
    try {
      const value = (await request.clone().formData()).get('_payload')
      data = typeof value === 'string' ? value : null
    } catch {
      return null // Payload answers a body that does not parse with 400 (src/server/bad-input-errors.ts).
    }
    if (data && jsonDepth(data) > MAX_JSON_DEPTH)
      return { status: 400, message: `The document (_payload) is nested more than ${MAX_JSON_DEPTH} levels deep.` }
    return null
  }
  return { status: 415, message: 'Send the body as JSON (application/json) or multipart/form-data.' }
}
