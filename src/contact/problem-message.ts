import { CONTACT_LIMITS, type ContactField, type ContactProblem } from '#src/contact/fields.ts'

type Translate = (key: string, values?: Record<string, number>) => string

/** The message a visitor reads for one field's problem (`contact.errors.*`), on the server and in the form. */
export function problemMessage(t: Translate, field: ContactField, problem: ContactProblem): string {
  const max =
    field === 'message' ? CONTACT_LIMITS.messageMax : field === 'subject' ? CONTACT_LIMITS.subject : CONTACT_LIMITS.name
  return t(`errors.${problem}`, { max, min: CONTACT_LIMITS.messageMin })
}
