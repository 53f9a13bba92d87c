'use client'

import { useEffect, useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import type { ContactFormText } from '#src/contact/form-text.ts'
import type * as ContactChecks from '#src/contact/schema.ts'
import {
  type ContactField,
  type ContactMessageInput,
  HONEYPOT_FIELD as HONEYPOT,
  SUBMISSION_KEY_FIELD,
} from '#src/contact/fields.ts'
import type { ContactResult } from '#src/contact/submit.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { localizedPath } from '#src/i18n/paths.ts'
import { type Submission, submissionFor } from '#src/contact/submission-key.ts'
import { PRESET_EVENT, type Preset, presetFromLocation } from '#src/contact/components/preset.ts'
import styles from '#src/contact/components/ContactForm.module.css'

type Props = {
  locale: Locale
  text: ContactFormText
  success: { title: string; text: string }
  /** A subject or message the form starts with (a page's contact-form block); the address's own presets win. */
  preset?: Preset
  /** The address the form is on, recorded with a message sent without JavaScript (default: the contact page). */
  page?: string
}

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' }

/**
 * What the visitor has already typed into the server's form when this form first renders in the
 * browser: on a slow phone a visitor types before the form's code has arrived (on /contact before
 * hydration; on a made page before LazyContactForm puts this form in place of the server's), and
 * react-hook-form would otherwise write its starting values over their text when it takes the fields.
 */
function typedSoFar(start: ContactMessageInput): ContactMessageInput {
  if (typeof document === 'undefined') return start
  const form = document.getElementById('contact-form')
  if (!(form instanceof HTMLFormElement)) return start
  const typed = { ...start }
  for (const name of Object.keys(empty) as ContactField[]) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed[name] = field.value
  }
  return typed
}

/**
 * The server's own checks (zod), fetched when the visitor first focuses a field rather than with
 * the page: they are a third of the form's JavaScript and nobody needs them before typing. If the
 * chunk cannot be fetched, the form is sent as it is and the server's answer shows the problems.
 */
let checks: Promise<typeof ContactChecks | null> | undefined
function loadChecks() {
  checks ??= import('#src/contact/schema.ts').catch(() => {
    checks = undefined // the next focus or submission tries again
    return null
  })
  return checks
}

/**
 * The contact form. It is a plain form that posts to /api/contact, so it works without
 * JavaScript; with JavaScript, react-hook-form checks it with the server's own zod schema (loaded
 * on the first focus), shows each problem beside its field, sends it in the background and shows
 * the thank-you state.
 */
export function ContactForm({ locale, text, success, preset, page }: Props) {
  const start: ContactMessageInput = { ...empty, ...preset }
  const [typed] = useState(() => typedSoFar(start))
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const [sent, setSent] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  // The key of the submission being sent: kept while the visitor retries the same text (an answer
  // lost to the network or a server restart), so the server stores it once; new text, new key.
  // The page is prerendered for everyone, so the key can only be made here, in the browser: a
  // post without JavaScript carries none and is stored as sent.
  const [submission, setSubmission] = useState<Submission | null>(null)

  const resolver: Resolver<ContactMessageInput> = async (values) => {
    const schema = await loadChecks()
    if (!schema) return { values, errors: {} }
    const check = schema.checkContactMessage(values)
    if (check.ok) return { values: check.data, errors: {} }
    const errors = Object.fromEntries(
      Object.entries(check.problems).map(([field, problem]) => [
        field,
        { type: problem, message: text.errors[field as ContactField][problem] },
      ]),
    )
    return { values: {}, errors }
  }

  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver, defaultValues: typed, reValidateMode: 'onChange' })

  useEffect(() => {
    const fill = (preset: Preset) => {
      if (preset.subject !== undefined) setValue('subject', preset.subject, { shouldValidate: false })
      if (preset.message !== undefined) setValue('message', preset.message, { shouldValidate: false })
    }
    fill(presetFromLocation())
    const onPreset = (event: Event) => {
      fill((event as CustomEvent<Preset>).detail)
      setSent(false)
      setFocus('name')
    }
    window.addEventListener(PRESET_EVENT, onPreset)
    return () => window.removeEventListener(PRESET_EVENT, onPreset)
  }, [setValue, setFocus])

  useEffect(() => {
    if (sent) thanksRef.current?.focus()
  }, [sent])

  const onValid = async (_values: ContactMessageInput, event?: React.BaseSyntheticEvent) => {
    setAlert(null)
    const form = event?.target as HTMLFormElement | undefined
    if (!form) return
    const body = new URLSearchParams()
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value)
    // The page it was sent from, with the presets in its query (without JavaScript: /contact).
    body.set('page', window.location.pathname + window.location.search)
    const sentText = body.toString()
    const current = submissionFor(submission, sentText)
    if (current !== submission) setSubmission(current)
    body.set(SUBMISSION_KEY_FIELD, current.key)
    let result: ContactResult | null = null
    let status = 0
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body,
      })
      status = response.status
      result = (await response.json().catch(() => null)) as ContactResult | null
    } catch {
      result = null
    }
    if (result?.ok) {
      setSubmission(null)
      reset(start)
      setSent(true)
      return
    }
    if (result && !result.ok && result.errors && Object.keys(result.errors).length) {
      let first = true
      for (const [field, message] of Object.entries(result.errors)) {
        setError(field as ContactField, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
      return
    }
    // The server's own words where it gave some (rate limit, storage down), else a network problem.
    setAlert(status >= 400 && result && !result.ok && result.message ? result.message : text.sendFailed)
  }

  if (sent) {
    return (
      <div className={styles.thanks} role="status" data-testid="contact-thanks">
        <h2 ref={thanksRef} tabIndex={-1}>
          {success.title}
        </h2>
        <p>{success.text}</p>
        <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
          {text.sendAnother}
        </button>
      </div>
    )
  }

  const field = (name: ContactField, control: (describedBy: string | undefined) => React.ReactNode, hint?: string) => {
    const error = errors[name]?.message
    const errorId = `contact-${name}-error`
    const hintId = hint ? `contact-${name}-hint` : undefined
    const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
    return (
      <div className="field">
        <label className="field__label" htmlFor={`contact-${name}`}>
          {text.fields[name]}
        </label>
        {control(describedBy)}
        {hint ? (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" id={errorId} data-testid={`error-${name}`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form
      id="contact-form"
      className={styles.form}
      method="post"
      action={`/api/contact?locale=${locale}`}
      noValidate
      aria-label={text.label}
      onSubmit={handleSubmit(onValid)}
      onFocus={() => void loadChecks()}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page ?? localizedPath(locale, '/contact')} />
      {alert ? (
        <p className="form-banner form-banner--error" role="alert" data-testid="contact-alert">
          {alert}
        </p>
      ) : null}
      {field('name', (describedBy) => (
        <input
          id="contact-name"
          className="field__input"
          type="text"
          autoComplete="name"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy}
          {...register('name')}
        />
      ))}
      {field('email', (describedBy) => (
        <input
          id="contact-email"
          className="field__input"
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy}
          {...register('email')}
        />
      ))}
      {field('subject', (describedBy) => (
        <input
          id="contact-subject"
          className="field__input"
          type="text"
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy}
          defaultValue={start.subject || undefined}
          {...register('subject')}
        />
      ))}
      {field(
        'message',
        (describedBy) => (
          <textarea
            id="contact-message"
            className="field__input"
            rows={5}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            defaultValue={start.message || undefined}
            {...register('message')}
          />
        ),
        text.messageHint,
      )}
      <div className="visually-hidden-field" aria-hidden="true">
        <label htmlFor={`contact-${HONEYPOT}`}>{text.honeypot}</label>
        <input
          id={`contact-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className={`button ${styles.submit}`} disabled={isSubmitting} aria-disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  )
}
