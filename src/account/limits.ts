import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '#src/auth/registration.ts'

/**
 * The bounds of what «Mi cuenta» accepts, shared by its forms (HTML maxlength) and the server's
 * checks, so the form never lets through what the server refuses. The name is the doctors
 * collection's; a password as long as Firebase takes (4,096 characters); a data-rights request's
 * text within the collection's 10,000.
 */
export { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH }
export const MAX_PASSWORD_LENGTH = 4096
export const MAX_SUMMARY_LENGTH = 200
export const MAX_REQUEST_LENGTH = 5000
export const MAX_POSTAL_ADDRESS_LENGTH = 500
/** Open (not yet answered, carried out or refused) requests a doctor may have at once: the form's bound on disk. */
export const MAX_OPEN_REQUESTS = 10
/** Contact messages a data export lists (newest first): a bound on one answer's memory. */
export const MAX_EXPORTED_MESSAGES = 500

export const rights = ['access', 'rectification', 'cancellation', 'opposition', 'consentWithdrawal'] as const
export type Right = (typeof rights)[number]
export const answerChannels = ['email', 'post'] as const
export type AnswerChannel = (typeof answerChannels)[number]
