/*
 * The contact form's fields and limits, without the checks themselves (src/contact/schema.ts), so
 * the form, the no-JavaScript fallback and the request parser can read them without loading zod.
 */

/** Length rules of the contact form (issue: name ≤ 100, subject ≤ 150, message 10 to 5,000). */
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, messageMax: 5000 } as const

/** The visually hidden field people never see and bots fill in (the form, its no-JavaScript fallback and the parser share it). */
export const HONEYPOT_FIELD = 'website'

export const contactFields = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** What is wrong with a field; the visitor reads `contact.errors.<problem>` in their language. */
export type ContactProblem = 'required' | 'tooLong' | 'tooShort' | 'invalidEmail' | 'invalidCharacters'

export type ContactMessageInput = { name: string; email: string; subject: string; message: string }

/**
 * The form field carrying the submission's key: made in the browser for each submission and sent
 * again with its retries, so the server stores one message per key (src/contact/submit.ts).
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey'
