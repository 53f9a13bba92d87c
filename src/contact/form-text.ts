import { problemMessage } from '#src/contact/problem-message.ts'
import { CONTACT_LIMITS, type ContactField, type ContactProblem, contactFields } from '#src/contact/fields.ts'

const problems: ContactProblem[] = ['required', 'tooLong', 'tooShort', 'invalidEmail', 'invalidCharacters']

/**
 * Every string the contact form shows, in one language. Resolved on the server and handed to the
 * form as a prop: the page then ships no translation code or message catalogue to the browser
 * (docs/performance.md, the contact page's budget), and the admin's live preview renders the same form.
 */
export type ContactFormText = {
  label: string
  fields: Record<ContactField, string>
  messageHint: string
  honeypot: string
  submit: string
  submitting: string
  sendAnother: string
  sendFailed: string
  demoFilled: string
  /** The message for each field's each problem, with that field's limits filled in. */
  errors: Record<ContactField, Record<ContactProblem, string>>
}

/** Keys under `contact.` in the message files, values for their placeholders. */
type Translate = (key: string, values?: Record<string, number>) => string

export function contactFormText(t: Translate): ContactFormText {
  const perField = <T>(value: (field: ContactField) => T) =>
    Object.fromEntries(contactFields.map((field) => [field, value(field)])) as Record<ContactField, T>
  return {
    label: t('form.label'),
    fields: perField((field) => t(`form.${field}`)),
    messageHint: t('form.messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax }),
    honeypot: t('form.honeypot'),
    submit: t('form.submit'),
    submitting: t('form.submitting'),
    sendAnother: t('form.sendAnother'),
    sendFailed: t('sendFailed'),
    demoFilled: t('demoFilled'),
    errors: perField(
      (field) =>
        Object.fromEntries(problems.map((problem) => [problem, problemMessage(t, field, problem)])) as Record<
          ContactProblem,
          string
        >,
    ),
  }
}
