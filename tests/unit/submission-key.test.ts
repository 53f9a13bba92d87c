import { describe, expect, it } from 'vitest'

import { newSubmissionKey, submissionFor } from '#src/contact/submission-key.ts'

describe("the contact form's submission key", () => {
  it('is kept while the same text is resent, and new for new text', () => {
    let made = 0
    const make = () => `key-${(made += 1)}`
    const first = submissionFor(null, 'name=Ana&message=hola', make)
    const retry = submissionFor(first, 'name=Ana&message=hola', make)
    expect(retry.key).toBe(first.key)
    const edited = submissionFor(retry, 'name=Ana&message=hola!', make)
    expect(edited.key).not.toBe(first.key)
    // After a success the form forgets it: the same text again is a new message.
    expect(submissionFor(null, 'name=Ana&message=hola', make).key).not.toBe(first.key)
  })

  it('is random and of the shape the server accepts', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newSubmissionKey()))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/)
  })
})
