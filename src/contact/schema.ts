import { z } from 'zod'

// The same schema runs in the browser, whose Content-Security-Policy has no 'unsafe-eval': zod's
// compiled fast path (new Function) would be refused there, so it parses without it everywhere.
z.config({ jitless: true })

/** Length rules of the contact form (issue: name ≤ 100, subject ≤ 150, message 10 to 5,000). */
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, messageMax: 5000 } as const

export const contactFields = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** What is wrong with a field; the visitor reads `contact.errors.<problem>` in their language. */
export type ContactProblem = 'required' | 'tooLong' | 'tooShort' | 'invalidEmail'

export type ContactMessageInput = { name: string; email: string; subject: string; message: string }

const text = (max: number, min = 1) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' })

const schema = z.object({
  name: text(CONTACT_LIMITS.name),
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).pipe(z.email({ error: 'invalidEmail' })),
  subject: text(CONTACT_LIMITS.subject),
  message: text(CONTACT_LIMITS.messageMax, CONTACT_LIMITS.messageMin),
})

export type ContactCheck = { ok: true; data: ContactMessageInput } | { ok: false; problems: Partial<Record<ContactField, ContactProblem>> }

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
