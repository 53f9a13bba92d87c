import type { AfterErrorHook } from 'payload'

/**
 * A public error's own message in the answer. In the production build an APIError thrown by the
 * project's code has an empty `name` (the bundler's class names), and Payload's formatErrors then
 * answers «An unknown error occurred.» instead of the reason: the admin's toast showed that, in
 * English, when marketing scheduled a release holding a legal version (issue 40), while the
 * Spanish reason was only in the server log.
 */
export const publicErrorMessage: AfterErrorHook = ({ error, result }) => {
  const { isPublic, message, name } = error as Error & { isPublic?: boolean }
  if (!isPublic || !message || name) return
  return { response: { ...result, errors: [{ message }] } }
}
