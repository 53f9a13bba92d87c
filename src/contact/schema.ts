import * as z from 'zod/mini'

import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactMessageInput,
  type ContactProblem,
} from '#src/contact/fields.ts'

/*
 * The contact form's checks, run by the server on every submission and by the form in the
 * browser, which loads this module only once the visitor starts on the form (zod's tree-shakable
 * build; the full one cost the page 25 kB of gzip and most of its blocking time,
 * docs/performance.md). The browser's Content-Security-Policy has no 'unsafe-eval': zod's compiled
 * fast path (new Function) would be refused there, so it parses without it everywhere.
 */
z.config({ jitless: true })

/**
 * Control characters other than tab and line breaks: nobody types them, PostgreSQL's text refuses
 * NUL outright, and the rest would end up in staff e-mails. Refused, so that what the checks
 * accept is exactly what the database stores.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * Payload's own e-mail check (payload/dist/fields/validations.js, `email`), which the
 * contact-messages collection applies when it stores the message: no leading or trailing hyphen
 * in a domain label (`example-.com`), no consecutive dots, a top-level domain of letters.
 * tests/unit/contact-schema.test.ts keeps the two in step.
 */
export const STORED_EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

const text = (max: number, min = 1) =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.minLength(min, { error: 'tooShort' }),
    z.maxLength(max, { error: 'tooLong' }),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalidCharacters' }),
  )

const schema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: z.pipe(
    z.string({ error: 'required' }).check(z.trim(), z.minLength(1, { error: 'required' })),
    z
      .email({ error: 'invalidEmail' })
      .check(z.refine((value) => STORED_EMAIL_PATTERN.test(value), { error: 'invalidEmail' })),
  ),
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.messageMax, CONTACT_LIMITS.messageMin),
})

export type ContactCheck =
  { ok: true; data: ContactMessageInput } | { ok: false; problems: Partial<Record<ContactField, ContactProblem>> }

/** Checks a submission: every field required, a valid e-mail, the length rules; text is trimmed. */
export function checkContactMessage(input: unknown): ContactCheck {
  const result = schema.safeParse(typeof input === 'object' && input !== null ? input : {})
  if (result.success) return { ok: true, data: result.data }
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    if (!problems[field]) problems[field] = issue.message as ContactProblem
  }
  return { ok: false, problems }
}
