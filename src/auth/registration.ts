/** Minimum password length (spec, section 9). */
export const MIN_PASSWORD_LENGTH = 6

/** The longest name the doctors collection keeps (src/auth/collection); longer names are refused up front. */
export const MAX_NAME_LENGTH = 200

/** The longest e-mail address (RFC 5321's 254 characters); the doctors collection stores any address Firebase accepts. */
export const MAX_EMAIL_LENGTH = 254

/**
 * Length as Payload measures a text field's maxLength (UTF-16 units: an accented letter is one, an
 * emoji two or more), so the form refuses exactly what the collection could not hold.
 */
export const characterCount = (value: string): number => value.length

/** The longest start of a value within `max` UTF-16 units, never ending inside a character (surrogate pair). */
export function truncateCharacters(value: string, max: number): string {
  let result = ''
  for (const character of value) {
    if (result.length + character.length > max) break
    result += character
  }
  return result
}

export type RegistrationInput = {
  name: string
  email: string
  password: string
  confirmPassword: string
  /** The privacy notice and terms (the versions the form links to) accepted. */
  acceptLegal: boolean
}

/** Local registration problems; their messages are `auth.validation.<key>`. */
export type RegistrationProblem =
  'passwordsDoNotMatch' | 'passwordTooShort' | 'nameRequired' | 'nameTooLong' | 'legalNotAccepted'

/**
 * The spec's registration checks, in its order and before any call to the provider: the passwords
 * match, the password has at least 6 characters, the name is not blank after trimming; then the
 * name fits what the site stores (MAX_NAME_LENGTH), and the privacy notice and terms are accepted
 * (the spec's terms: registration needs their acceptance; the server refuses it too).
 */
export function registrationProblem(input: RegistrationInput): RegistrationProblem | null {
  if (input.password !== input.confirmPassword) return 'passwordsDoNotMatch'
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort'
  if (!input.name.trim()) return 'nameRequired'
  if (characterCount(input.name.trim()) > MAX_NAME_LENGTH) return 'nameTooLong'
  if (input.acceptLegal !== true) return 'legalNotAccepted'
  return null
}
