import type { Messages } from 'next-intl'

/**
 * The account actions' screen strings (`accountActions` in the message files, without the mails'),
 * resolved on the server and handed to the forms: the public pages then ship no translation code
 * to the browser (as the sign-in form, src/auth/form-text.ts). A few keep a `{email}` or
 * `{minutes}` the form fills in.
 */
export type AccountActionsText = Omit<Messages['accountActions'], 'mail'>

/** Fills a message's simple `{name}` arguments (these strings have no plurals or selects). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The message of a refusal the endpoints answered (src/account-actions/codes.ts), with its minutes to wait. */
export function refusalMessage(text: AccountActionsText, body: unknown): string {
  const error = typeof body === 'object' && body && 'error' in body ? String((body as { error: unknown }).error) : ''
  const minutes =
    typeof body === 'object' && body && 'minutes' in body ? Number((body as { minutes: unknown }).minutes) : 60
  const template = (text.errors as Record<string, string>)[error] ?? text.errors.unavailable
  return fill(template, { minutes })
}
