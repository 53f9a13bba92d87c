'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { type AcceptedLegal, register as createAccount } from '#src/auth/client/account.ts'
import {
  MAX_EMAIL_LENGTH,
  type RegistrationInput,
  characterCount,
  registrationProblem,
} from '#src/auth/registration.ts'
import { orderedChecks, type ValidationProblem } from '#src/auth/components/checks.ts'
import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { TextField } from '#src/auth/components/TextField.tsx'
import { useAuthSubmit } from '#src/auth/components/useAuthSubmit.ts'
import styles from '#src/auth/components/AuthForm.module.css'

const problemField = {
  passwordsDoNotMatch: 'confirmPassword',
  passwordTooShort: 'password',
  nameRequired: 'name',
  nameTooLong: 'name',
  legalNotAccepted: 'acceptLegal',
} as const

/** The spec's three checks in its order (src/auth/registration.ts), the length limits, then the e-mail is required and not too long; all before any call. */
const resolver = orderedChecks<RegistrationInput>(
  (values) => {
    const problem = registrationProblem(values)
    if (problem) return { field: problemField[problem], problem }
    if (!values.email.trim()) return { field: 'email', problem: 'emailRequired' }
    return characterCount(values.email.trim()) > MAX_EMAIL_LENGTH ? { field: 'email', problem: 'emailTooLong' } : null
  },
  (values) => ({ ...values, email: values.email.trim() }),
)

/** The current privacy notice and terms: each one's version date and the address of that exact version. */
export type LegalLinks = Record<keyof AcceptedLegal, { id: string; href: string; date: string }>

export function RegisterForm({ legal }: { legal: LegalLinks }) {
  const t = useTranslations('auth')
  const { failure, done, submit } = useAuthSubmit('register')
  const { register, handleSubmit, formState } = useForm<RegistrationInput>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptLegal: false },
  })
  const { errors } = formState
  const localProblem =
    errors.confirmPassword?.message ??
    errors.password?.message ??
    errors.name?.message ??
    errors.acceptLegal?.message ??
    errors.email?.message
  const accepted = { privacy: legal.privacy.id, terms: legal.terms.id }
  // The exact versions open in a new tab, so nothing typed here is lost.
  const versionLink = (kind: keyof AcceptedLegal) =>
    function VersionLink(chunks: ReactNode) {
      return (
        <a href={legal[kind].href} target="_blank" rel="noopener" data-testid={`consent-${kind}`}>
          {chunks}
          <span className="visually-hidden"> {t('register.newTab')}</span>
        </a>
      )
    }
  const busy = formState.isSubmitting || done

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        submit((locale) => createAccount(values.name, values.email, values.password, locale, accepted)),
      )}
    >
      <FormBanner message={localProblem ? t(`validation.${localProblem as ValidationProblem}`) : failure} />
      <TextField
        id="register-name"
        label={t('fields.name')}
        type="text"
        autoComplete="name"
        invalid={Boolean(errors.name)}
        registration={register('name')}
      />
      <TextField
        id="register-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        invalid={Boolean(errors.email)}
        registration={register('email')}
      />
      <TextField
        id="register-password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        invalid={Boolean(errors.password)}
        registration={register('password')}
      />
      <TextField
        id="register-confirm-password"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.confirmPassword)}
        registration={register('confirmPassword')}
      />
      <div className={`field ${styles.consent}`}>
        <input
          {...register('acceptLegal')}
          id="register-accept-legal"
          type="checkbox"
          required
          aria-invalid={Boolean(errors.acceptLegal) || undefined}
        />
        <label htmlFor="register-accept-legal">
          {t.rich('register.consent', {
            privacy: versionLink('privacy'),
            terms: versionLink('terms'),
            privacyDate: legal.privacy.date,
            termsDate: legal.terms.date,
          })}
        </label>
      </div>
      <button className={`button ${styles.submit}`} type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  )
}
