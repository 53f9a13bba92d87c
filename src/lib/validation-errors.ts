import type { AfterErrorHook } from 'payload'

/**
 * Keeps the field-by-field details of a refused save in the API's answer, so the admin shows each
 * reason next to its field. Payload adds them only when the error is `instanceof ValidationError`,
 * and in the production build the error thrown by the field validation comes from another copy of
 * the class than the one the error formatter checks against: the answer kept only "The following
 * field is invalid: …" and the legal date clash's own message never showed. Only public 4xx
 * validation errors (field names and their messages) are concerned.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const candidate = error as { name?: string; isPublic?: boolean; status?: number; message?: string; data?: { errors?: unknown } }
  if (candidate.name !== 'ValidationError' || !candidate.isPublic || !Array.isArray(candidate.data?.errors)) return
  const first = (result as { errors?: Array<{ data?: unknown }> } | undefined)?.errors?.[0]
  if (first?.data) return
  return { response: { errors: [{ name: candidate.name, data: candidate.data as Record<string, unknown>, message: candidate.message ?? '' }] }, status: candidate.status ?? 400 }
}
