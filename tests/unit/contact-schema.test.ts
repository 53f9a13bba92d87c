import { describe, expect, it } from 'vitest'

import { email as payloadEmail } from 'payload/shared'

import { checkContactMessage, STORED_EMAIL_PATTERN } from '#src/contact/schema.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

const valid = {
  name: 'Dra. Ana Pérez',
  email: 'ana@example.com',
  subject: 'Solicitud de demostración',
  message: 'Quiero conocer CitaYa.',
}

describe('contact form checks', () => {
  it('accepts a valid message and trims it', () => {
    expect(checkContactMessage({ ...valid, name: '  Ana  ' })).toEqual({ ok: true, data: { ...valid, name: 'Ana' } })
  })

  it.each([
    ['a missing name', { ...valid, name: undefined }, { name: 'required' }],
    ['a blank subject', { ...valid, subject: '   ' }, { subject: 'required' }],
    ['an invalid e-mail', { ...valid, email: 'ana@' }, { email: 'invalidEmail' }],
    ['a missing e-mail', { ...valid, email: '' }, { email: 'required' }],
    ['a name over 100 characters', { ...valid, name: 'a'.repeat(101) }, { name: 'tooLong' }],
    ['a subject over 150 characters', { ...valid, subject: 'a'.repeat(151) }, { subject: 'tooLong' }],
    ['a message under 10 characters', { ...valid, message: 'Hola' }, { message: 'tooShort' }],
    ['a message over 5,000 characters', { ...valid, message: 'a'.repeat(5001) }, { message: 'tooLong' }],
    ['a number instead of text', { ...valid, name: 42 }, { name: 'required' }],
    [
      'a NUL byte, which PostgreSQL text refuses',
      { ...valid, message: 'Hola\u0000 mundo, ¿qué tal?' },
      { message: 'invalidCharacters' },
    ],
    [
      'other control characters',
      { ...valid, name: 'Ana\u0007', subject: 'x\u001b[31m' },
      { name: 'invalidCharacters', subject: 'invalidCharacters' },
    ],
    ['a domain label ending in a hyphen', { ...valid, email: 'someone@example-.com' }, { email: 'invalidEmail' }],
    ['nothing at all', null, { name: 'required', email: 'required', subject: 'required', message: 'required' }],
  ])('rejects %s', (_case, input, problems) => {
    expect(checkContactMessage(input)).toEqual({ ok: false, problems })
  })

  it('keeps the limits inclusive', () => {
    expect(
      checkContactMessage({ ...valid, name: 'a'.repeat(100), subject: 'a'.repeat(150), message: 'a'.repeat(5000) }).ok,
    ).toBe(true)
    expect(checkContactMessage({ ...valid, message: 'a'.repeat(10) }).ok).toBe(true)
  })

  it('has a message for every problem in both languages', () => {
    for (const messages of [es, en]) {
      expect(Object.keys(messages.contact.errors).sort()).toEqual([
        'invalidCharacters',
        'invalidEmail',
        'required',
        'tooLong',
        'tooShort',
      ])
    }
  })

  it('keeps tabs and line breaks in the message', () => {
    expect(checkContactMessage({ ...valid, message: 'Línea uno\r\n\tLínea dos' }).ok).toBe(true)
  })

  it('accepts exactly the e-mails the contact-messages collection stores (Payload’s own check)', () => {
    const req = { payload: { collections: {}, config: { collections: [] } }, t: () => 'invalid' }
    const stores = (value: string) =>
      payloadEmail(value, { req, required: true } as unknown as Parameters<typeof payloadEmail>[1]) === true
    const samples = [
      'ana@example.com',
      'ana.lopez+demo@clinic.example.mx',
      'someone@example-.com',
      'someone@-example.com',
      'a..b@example.com',
      'x@localhost',
      'müller@example.com',
      'ana@ex--ample.com',
      'ana@example.c',
      'ana@sub.example.co.uk',
      'ana@example..com',
      '"quoted"@example.com',
      'ana@123.com',
      'ana@example.123',
      "o'brien@example.ie",
      'ana@exa_mple.com',
      '_ana@example.com',
    ]
    for (const value of samples) {
      expect({ value, form: checkContactMessage({ ...valid, email: value }).ok }).toEqual({
        value,
        form: stores(value),
      })
      expect(STORED_EMAIL_PATTERN.test(value)).toBe(stores(value))
    }
  })
})
