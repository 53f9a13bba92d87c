/** Minimum password length (spec, section 9). */
export const MIN_PASSWORD_LENGTH = 6

export type RegistrationInput = { name: string; email: string; password: string; confirmPassword: string }

/** Local registration problems; their messages are `auth.validation.<key>`. */
export type RegistrationProblem = 'passwordsDoNotMatch' | 'passwordTooShort' | 'nameRequired'

/**
 * The spec's registration checks, in its order and before any call to the provider: the passwords
 * match, the password has at least 6 characters, the name is not blank after trimming.
 */
export function registrationProblem(input: RegistrationInput): RegistrationProblem | null {
  if (input.password !== input.confirmPassword) return 'passwordsDoNotMatch'
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort'
  if (!input.name.trim()) return 'nameRequired'
  return null
}
