import { describe, expect, it } from 'vitest'

import { actionErrorKey, actionErrorStatus, wellFormedCode } from '#src/account-actions/codes.ts'
import { actionLink } from '#src/account-actions/links.ts'
import { accountMail } from '#src/account-actions/mail.ts'
import { ACCOUNT_RATE_LIMITS, rateLimitKey } from '#src/account-actions/rate-limits.ts'
import { fill, refusalMessage } from '#src/account-actions/text.ts'
import en from '#src/i18n/messages/en.json'
import es from '#src/i18n/messages/es.json'

describe('account actions: Firebase codes to the site’s messages', () => {
  it.each([
    ['EXPIRED_OOB_CODE', 'expiredCode', 410],
    ['INVALID_OOB_CODE', 'invalidCode', 410],
    ['WEAK_PASSWORD : Password should be at least 6 characters', 'weakPassword', 400],
    ['EMAIL_EXISTS', 'emailAlreadyInUse', 409],
    ['INVALID_LOGIN_CREDENTIALS', 'wrongPassword', 403],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : later', 'rateLimited', 429],
  ] as const)('wire code %s → %s (%i)', (code, key, status) => {
    expect(actionErrorKey(code)).toBe(key)
    expect(actionErrorStatus(key)).toBe(status)
  })

  it('firebase-admin errors by their code; anything unknown is no message (the endpoint answers 503)', () => {
    expect(actionErrorKey({ code: 'auth/email-already-exists' })).toBe('emailAlreadyInUse')
    expect(actionErrorKey({ code: 'auth/internal-error' })).toBeNull()
    expect(actionErrorKey('SOMETHING_NEW')).toBeNull()
    expect(actionErrorKey(new Error('boom'))).toBeNull()
  })

  it('a code is URL-safe characters only, 1 to 512 of them', () => {
    expect(wellFormedCode('aBc-_09')).toBe(true)
    for (const bad of ['', 'a b', '%%%', '<script>', 'x'.repeat(513), 42, null]) expect(wellFormedCode(bad)).toBe(false)
  })

  it('every refusal has its message in both languages', () => {
    for (const key of ['expiredCode', 'invalidCode', 'weakPassword', 'emailAlreadyInUse', 'rateLimited'] as const) {
      expect(es.accountActions.errors[key]).toBeTruthy()
      expect(en.accountActions.errors[key]).toBeTruthy()
    }
  })
})

describe('account actions: the links in the mails', () => {
  const firebase = 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=Abc-123_x&apiKey=k'

  it('open the site’s own action page, in the mail’s language, with the code and mode only', () => {
    expect(actionLink(firebase, 'es', 'https://citaya.mx')).toBe(
      'https://citaya.mx/account/action?mode=resetPassword&oobCode=Abc-123_x',
    )
    expect(actionLink(firebase, 'en', 'https://citaya.mx')).toBe(
      'https://citaya.mx/en/account/action?mode=resetPassword&oobCode=Abc-123_x',
    )
  })

  it('are never made from a link without a code or with another mode', () => {
    expect(actionLink('https://x.firebaseapp.com/__/auth/action?mode=resetPassword', 'es', 'https://a')).toBeNull()
    expect(actionLink('https://x/__/auth/action?mode=signIn&oobCode=abc', 'es', 'https://a')).toBeNull()
    expect(actionLink('not a url', 'es', 'https://a')).toBeNull()
  })
})

describe('account actions: the mails', () => {
  it('are in the doctor’s language, with the brand, the link, and an escaped HTML part', () => {
    const link = 'https://citaya.mx/account/action?mode=resetPassword&oobCode=abc'
    const mail = accountMail('resetPassword', 'es', { brandName: 'Cita<Ya>', link })
    expect(mail.subject).toBe('Restablece tu contraseña de Cita<Ya>')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('Si no lo pediste, ignora este correo')
    expect(mail.html).toContain('Cita&lt;Ya&gt;')
    expect(mail.html).not.toContain('<Ya>')
    expect(mail.html).toContain('oobCode=abc')
    expect(accountMail('resetPassword', 'en', { brandName: 'CitaYa', link }).subject).toBe('Reset your CitaYa password')
  })

  it('the notice to the old address names the new one and carries no link', () => {
    const mail = accountMail('emailChanged', 'en', {
      brandName: 'CitaYa',
      newEmail: 'new@example.com',
      supportEmail: 's@x',
    })
    expect(mail.text).toContain('changed to new@example.com')
    expect(mail.text).toContain('s@x')
    expect(mail.text).not.toMatch(/https?:/)
  })
})

describe('account actions: limits and messages', () => {
  it('count in their own namespace of the shared limiter', () => {
    expect(rateLimitKey('resetPerAddress', 'a@b.c')).toBe('account:resetPerAddress:a@b.c')
    expect(ACCOUNT_RATE_LIMITS.resetPerAddress.max).toBeLessThan(ACCOUNT_RATE_LIMITS.resetPerClient.max)
  })

  it('fill the arguments and explain an answer', () => {
    expect(fill('Hola {name}, {missing}', { name: 'Ana' })).toBe('Hola Ana, {missing}')
    expect(refusalMessage(es.accountActions, { error: 'rateLimited', minutes: 12 })).toBe(
      'Demasiadas solicitudes. Inténtalo de nuevo en 12 minutos.',
    )
    expect(refusalMessage(en.accountActions, { error: 'no-such' })).toBe(en.accountActions.errors.unavailable)
    expect(refusalMessage(en.accountActions, null)).toBe(en.accountActions.errors.unavailable)
  })
})
