import config from '#payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { restProblem } from '#src/server/rest-guard.ts'

type Handler = ReturnType<typeof REST_GET>

/** Payload's handler behind the bad-input check (src/server/rest-guard.ts): a 4xx instead of its 500s. */
const guarded =
  (handler: Handler): Handler =>
  async (request, args) => {
    const { slug = [] } = await args.params
    const problem = await restProblem(await config, request, slug)
    if (problem)
      return Response.json(
        { errors: [{ message: problem.message }] },
        { status: problem.status, headers: { 'cache-control': 'no-store' } },
      )
    return handler(request, args)
  }

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
