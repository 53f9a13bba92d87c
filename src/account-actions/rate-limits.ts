import type { RateLimit } from '#src/contact/rate-limit.ts'

/**
 * How often a doctor's account mails may be asked for, counted by the contact form's limiter
 * (src/contact/rate-limit.ts: one PostgreSQL row per key and window, shared by every instance).
 * A reset is limited per address (no one floods a doctor's inbox) and per client (no one walks a
 * list of addresses); the signed-in requests per account.
 */
export const ACCOUNT_RATE_LIMITS = {
  resetPerAddress: { max: 3, windowMinutes: 60 },
  resetPerClient: { max: 20, windowMinutes: 60 },
  verificationPerAccount: { max: 3, windowMinutes: 60 },
  emailChangePerAccount: { max: 5, windowMinutes: 60 },
} satisfies Record<string, RateLimit>

/** The counter's key: its own namespace, so these never share a count with the contact form's. */
export const rateLimitKey = (kind: keyof typeof ACCOUNT_RATE_LIMITS, value: string): string =>
  `account:${kind}:${value}`
