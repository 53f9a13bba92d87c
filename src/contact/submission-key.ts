/** The submission being sent: its key and the text it was made for. */
export type Submission = { key: string; text: string }

/** A random key for one submission (randomUUID needs a secure context: plain http elsewhere has only getRandomValues). */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The key to send with `text` (the form's fields as sent): the previous submission's while the
 * visitor resends the same text (a retry after an error or a lost answer), a new one for new text.
 * After a success the form forgets the submission, so the same text sent again is a new message.
 */
export function submissionFor(previous: Submission | null, text: string, make = newSubmissionKey): Submission {
  return previous?.text === text ? previous : { key: make(), text }
}
