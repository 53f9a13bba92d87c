import { formPathFor } from '#src/auth/form-fallback.ts'

export const dynamic = 'force-dynamic'

/** A sign-in or registration form posted without its script (src/auth/form-fallback.ts): back to the form, body unread. */
export function POST(request: Request): Response {
  const location = formPathFor(new URL(request.url).searchParams)
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
