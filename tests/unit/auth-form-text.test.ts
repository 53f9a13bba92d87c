import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { authErrorKey } from '#src/auth/errors.ts'
import { authFormText } from '#src/auth/form-text.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

/**
 * The sign-in and registration forms get every string as a prop resolved on the server
 * (src/auth/server/form-text.ts): each message of the catalogue must be there, in its language.
 */
describe('the strings of the sign-in and registration forms', () => {
  for (const [locale, messages] of [
    ['es', es],
    ['en', en],
  ] as const) {
    const t = createTranslator({ locale, messages, namespace: 'auth' }) as unknown as (key: string) => string

    it(`${locale}: every validation, error and field message, and each flow's own`, () => {
      const login = authFormText(t, messages.auth, 'signIn')
      const register = authFormText(t, messages.auth, 'register')
      expect(login.validation).toEqual(messages.auth.validation)
      expect(login.errors).toEqual(messages.auth.errors)
      expect(login.fields).toEqual(messages.auth.fields)
      expect([login.submit, login.submitting, login.success]).toEqual([
        messages.auth.login.submit,
        messages.auth.login.submitting,
        messages.auth.login.success,
      ])
      expect([register.submit, register.submitting, register.success]).toEqual([
        messages.auth.register.submit,
        messages.auth.register.submitting,
        messages.auth.register.success,
      ])
      expect(login.sessionEnded).toBe(messages.auth.login.sessionEnded)
      // Whatever the provider answers, the form has a message for it.
      expect(login.errors[authErrorKey(new Error('?'), 'signIn')]).toBe(messages.auth.errors.signInFailed)
      expect(register.errors[authErrorKey({ code: 'auth/email-already-in-use' }, 'register')]).toBe(
        messages.auth.errors.emailAlreadyInUse,
      )
    })
  }
})
