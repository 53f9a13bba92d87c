'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { type AuthFlow, authErrorKey } from '#src/auth/errors.ts'
import { authFormAction } from '#src/auth/form-fallback.ts'
import type { AuthFormText, ValidationProblem } from '#src/auth/form-text.ts'
import { toast } from '#src/components/toast/toast.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'

/** The first problem of a form's values, on its field (the field's input `name`), or none. */
export type Check<T> = (values: T) => { field: keyof T & string; problem: ValidationProblem } | null

type Problem = { field: string; message: string }

/** The form's inputs by name: a text field's value, a checkbox's checked state (the registration's consent). */
function valuesOf<T>(form: HTMLFormElement): T {
  const values: Record<string, string | boolean> = {}
  for (const input of form.elements) {
    if (!(input instanceof HTMLInputElement) || !input.name) continue
    values[input.name] = input.type === 'checkbox' ? input.checked : input.value
  }
  return values as T
}

/**
 * What both forms do, without a form library (react-hook-form and next-intl's client were most of
 * these pages' JavaScript above the framework's floor): on submit, the form's own checks in their
 * order, the first problem shown in the banner, its field marked invalid and focused, and no call
 * at all; once a submit was refused, the checks run again as the visitor types (the banner follows
 * the fix). Checks passed: `action` (Firebase, loaded on demand, then the server's session), then
 * either the success toast and the dashboard, or the catalogue's message for the failure.
 */
export function useAuthForm<T>(o: {
  flow: AuthFlow
  locale: Locale
  text: AuthFormText
  check: Check<T>
  /** Values as they are sent (e.g. the e-mail trimmed). */
  clean: (values: T) => T
  action: (values: T, locale: Locale) => Promise<void>
}) {
  const router = useRouter()
  const [problem, setProblem] = useState<Problem | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState(false)
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState(false)

  const found = (values: T): Problem | null => {
    const first = o.check(values)
    return first ? { field: first.field, message: o.text.validation[first.problem] } : null
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending || done) return
    const form = event.currentTarget
    const values = valuesOf<T>(form)
    const first = found(values)
    setProblem(first)
    if (first) {
      setRefused(true)
      const input = form.elements.namedItem(first.field)
      if (input instanceof HTMLElement) input.focus()
      return
    }
    setFailure(null)
    setPending(true)
    try {
      await o.action(o.clean(values), o.locale)
    } catch (error) {
      setFailure(o.text.errors[authErrorKey(error, o.flow)])
      setPending(false)
      return
    }
    setDone(true)
    toast.success(o.text.success)
    router.replace(localizedPath(o.locale, '/dashboard'))
  }

  /** After a refused submit, the checks again on every change (react-hook-form's reValidateMode onChange). */
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (refused) setProblem(found(valuesOf<T>(event.currentTarget)))
  }

  return {
    // method and action only matter when the script has not run (src/auth/form-fallback.ts): a
    // post to an endpoint that drops it, never a GET that puts the password in the address.
    formProps: { noValidate: true, onSubmit, onChange, method: 'post', action: authFormAction(o.flow, o.locale) },
    /** The banner's message: the first local problem, else the provider's or the server's failure. */
    banner: problem?.message ?? failure,
    localProblem: problem !== null,
    failure,
    invalid: (field: keyof T & string) => problem?.field === field,
    busy: pending || done,
  }
}
