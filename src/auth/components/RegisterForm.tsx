'use client'

import type { ReactNode } from 'react'

import { type AcceptedLegal, register as createAccount } from '#src/auth/client/account.ts'
import { FormBanner } from '#src/auth/components/FormBanner.tsx'
import { TextField } from '#src/components/ui/TextField.tsx'
import { type Check, useAuthForm } from '#src/auth/components/useAuthForm.ts'
import type { AuthFormText } from '#src/auth/form-text.ts'
import {
  MAX_EMAIL_LENGTH,
  type RegistrationInput,
  characterCount,
  registrationProblem,
} from '#src/auth/registration.ts'
import type { Locale } from '#src/i18n/locales.ts'
import styles from '#src/auth/components/AuthForm.module.css'

const problemField = {
  passwordsDoNotMatch: 'confirmPassword',
  passwordTooShort: 'password',
  nameRequired: 'name',
  nameTooLong: 'name',
  legalNotAccepted: 'acceptLegal',
} as const

/** The spec's three checks in its order (src/auth/registration.ts), the length limits and the consent, then the e-mail is required and not too long; all before any call. */
const check: Check<RegistrationInput> = (values) => {
  const problem = registrationProblem(values)
  if (problem) return { field: problemField[problem], problem }
  if (!values.email.trim()) return { field: 'email', problem: 'emailRequired' }
  return characterCount(values.email.trim()) > MAX_EMAIL_LENGTH ? { field: 'email', problem: 'emailTooLong' } : null
}

const clean = (values: RegistrationInput): RegistrationInput => ({ ...values, email: values.email.trim() })

type Props = {
  locale: Locale
  /** The form's strings, resolved on the server (src/auth/server/form-text.ts). */
  text: AuthFormText
  /** The consent's sentence and the versions it names (src/auth/server/consent.tsx). */
  consent: { accepted: AcceptedLegal; sentence: ReactNode }
}

export function RegisterForm({ locale, text, consent }: Props) {
  const form = useAuthForm<RegistrationInput>({
    flow: 'register',
    locale,
    text,
    check,
    clean,
    action: (values, language) => createAccount(values.name, values.email, values.password, language, consent.accepted),
  })

  return (
    <form className={styles.form} {...form.formProps}>
      <FormBanner message={form.banner} />
      <noscript>
        <FormBanner message={text.noScript} tone="info" />
      </noscript>
      <TextField
        id="register-name"
        name="name"
        label={text.fields.name}
        type="text"
        autoComplete="name"
        invalid={form.invalid('name')}
      />
      <TextField
        id="register-email"
        name="email"
        label={text.fields.email}
        type="email"
        autoComplete="email"
        invalid={form.invalid('email')}
      />
      <TextField
        id="register-password"
        name="password"
        label={text.fields.password}
        type="password"
        autoComplete="new-password"
        hint={text.fields.passwordHint}
        invalid={form.invalid('password')}
      />
      <TextField
        id="register-confirm-password"
        name="confirmPassword"
        label={text.fields.confirmPassword}
        type="password"
        autoComplete="new-password"
        invalid={form.invalid('confirmPassword')}
      />
      <div className={`field ${styles.consent}`}>
        <input
          id="register-accept-legal"
          name="acceptLegal"
          type="checkbox"
          required
          aria-invalid={form.invalid('acceptLegal') || undefined}
        />
        <label htmlFor="register-accept-legal">{consent.sentence}</label>
      </div>
      <button
        className={`button ${styles.submit}`}
        type="submit"
        disabled={form.busy}
        aria-busy={form.busy || undefined}
      >
        {form.busy ? text.submitting : text.submit}
      </button>
    </form>
  )
}
