import { describe, expect, it } from 'vitest'

import { authErrorKey } from '#src/auth/errors.ts'
import { registrationProblem } from '#src/auth/registration.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

describe('sign-in error catalogue (spec section 8)', () => {
  it.each([
    ['auth/user-not-found', 'userNotFound'],
    ['auth/wrong-password', 'wrongPassword'],
    ['auth/invalid-email', 'invalidEmail'],
    ['auth/user-disabled', 'userDisabled'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/network-request-failed', 'networkRequestFailed'],
    ['auth/invalid-credential', 'invalidCredential'],
    ['auth/internal-error', 'signInFailed'],
    ['auth/email-already-in-use', 'signInFailed'],
  ])('SDK code %s → %s', (code, key) => {
    expect(authErrorKey({ code }, 'signIn')).toBe(key)
  })

  it.each([
    ['INVALID_LOGIN_CREDENTIALS', 'invalidCredential'],
    ['EMAIL_NOT_FOUND', 'userNotFound'],
    ['INVALID_PASSWORD', 'wrongPassword'],
    ['USER_DISABLED', 'userDisabled'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled', 'tooManyRequests'],
    ['INVALID_EMAIL', 'invalidEmail'],
    ['SOMETHING_NEW', 'signInFailed'],
  ])('wire code %s → %s', (code, key) => {
    expect(authErrorKey(code, 'signIn')).toBe(key)
  })

  it('treats a request that never reached the provider or timed out as a network failure', () => {
    expect(authErrorKey(new TypeError('Failed to fetch'), 'signIn')).toBe('networkRequestFailed')
    expect(authErrorKey(new DOMException('timed out', 'TimeoutError'), 'register')).toBe('networkRequestFailed')
  })

  it('falls back for anything without a code', () => {
    expect(authErrorKey(new Error('boom'), 'signIn')).toBe('signInFailed')
    expect(authErrorKey(undefined, 'register')).toBe('registerFailed')
  })
})

describe('registration error catalogue', () => {
  it.each([
    ['auth/email-already-in-use', 'emailAlreadyInUse'],
    ['EMAIL_EXISTS', 'emailAlreadyInUse'],
    ['auth/invalid-email', 'invalidEmail'],
    ['auth/weak-password', 'weakPassword'],
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'weakPassword'],
    ['auth/network-request-failed', 'networkRequestFailed'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/user-not-found', 'registerFailed'],
    ['auth/operation-not-allowed', 'registerFailed'],
  ])('%s → %s', (code, key) => {
    expect(authErrorKey(code.startsWith('auth/') ? { code } : code, 'register')).toBe(key)
  })

  it('has a message for every key in both languages', () => {
    for (const messages of [es, en]) {
      expect(Object.keys(messages.auth.errors).sort()).toEqual(
        [
          'userNotFound',
          'wrongPassword',
          'invalidEmail',
          'userDisabled',
          'tooManyRequests',
          'networkRequestFailed',
          'invalidCredential',
          'emailAlreadyInUse',
          'weakPassword',
          'signInFailed',
          'registerFailed',
          // The session endpoint's refusals of a registration without the legal documents accepted.
          'legalAcceptanceRequired',
          'legalVersionsChanged',
        ].sort(),
      )
    }
    expect(en.auth.validation).toMatchObject({
      passwordsDoNotMatch: 'Passwords do not match.',
      passwordTooShort: 'password must be at least 6 characters long',
      nameRequired: 'Name is required.',
    })
    expect(en.auth.errors.invalidEmail).toBe('The email format is not valid.')
  })
})

describe('registration checks, in the spec order', () => {
  const valid = {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    password: 'secreto1',
    confirmPassword: 'secreto1',
    acceptLegal: true,
  }

  it('accepts valid input', () => {
    expect(registrationProblem(valid)).toBeNull()
  })

  it('checks the confirmation first, then the length, then the name', () => {
    expect(registrationProblem({ ...valid, name: ' ', password: '123', confirmPassword: '124' })).toBe(
      'passwordsDoNotMatch',
    )
    expect(registrationProblem({ ...valid, name: ' ', password: '12345', confirmPassword: '12345' })).toBe(
      'passwordTooShort',
    )
    expect(registrationProblem({ ...valid, name: '   ' })).toBe('nameRequired')
    expect(registrationProblem({ ...valid, password: '123456', confirmPassword: '123456' })).toBeNull()
  })

  it('asks for the privacy notice and terms after the spec checks', () => {
    expect(registrationProblem({ ...valid, acceptLegal: false })).toBe('legalNotAccepted')
    // The spec's three checks still come first.
    expect(registrationProblem({ ...valid, name: ' ', acceptLegal: false })).toBe('nameRequired')
    expect(registrationProblem({ ...valid, password: '1', confirmPassword: '1', acceptLegal: false })).toBe(
      'passwordTooShort',
    )
  })

  it("reads the session endpoint's legal codes before the provider's", () => {
    expect(authErrorKey({ code: 'legal-acceptance-required' }, 'register')).toBe('legalAcceptanceRequired')
    expect(authErrorKey({ code: 'legal-versions-changed' }, 'register')).toBe('legalVersionsChanged')
  })
})
