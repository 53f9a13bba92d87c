import { readFileSync } from 'node:fs'

import { expect } from '@playwright/test'

/**
 * The mails the site sent during this run. Without SMTP_HOST the test server writes each one whole
 * to the file `npm run test:e2e` names in E2E_MAIL_LOG (src/email/adapter.ts, scripts/run.ts): a
 * test reads the mail a doctor would get and follows its link.
 */
export type LoggedMail = { to: string; subject: string; text: string }

const START = '[email] SMTP_HOST is not set; this mail was written to the log instead of sent:'
const END = '[email] end'

export function loggedMails(): LoggedMail[] {
  const file = process.env.E2E_MAIL_LOG
  if (!file) throw new Error('E2E_MAIL_LOG is not set: run the spec through npm run test:e2e (scripts/run.ts).')
  const mails: LoggedMail[] = []
  for (const block of readFileSync(file, 'utf8').split(START).slice(1)) {
    const body = block.split(END)[0]
    const to = /^\s*To: (.*)$/m.exec(body)?.[1]?.trim() ?? ''
    const subject = /^\s*Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? ''
    const text = body
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .trim()
    mails.push({ to, subject, text })
  }
  return mails
}

/** Every mail sent so far to `to` (case-insensitive), oldest first. */
export function mailsTo(to: string): LoggedMail[] {
  return loggedMails().filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
}

/** Waits for the `count`-th mail to `to` (1: the first) and returns it. */
export async function waitForMail(to: string, count = 1, timeout = 20_000): Promise<LoggedMail> {
  await expect
    .poll(() => mailsTo(to).length, { timeout, message: `mail number ${count} to ${to}` })
    .toBeGreaterThanOrEqual(count)
  return mailsTo(to)[count - 1]
}

/** The first link to the site in a mail's text. */
export function linkIn(mail: LoggedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  expect(link, `a link in «${mail.subject}»`).toBeTruthy()
  return link!
}

/** The first mail to `to` matching `match` (subject or text), waiting for it to be logged. */
export async function mailTo(to: string, match: RegExp, timeout = 15_000): Promise<LoggedMail> {
  let found: LoggedMail | undefined
  await expect
    .poll(
      () => {
        found = loggedMails().find((mail) => mail.to === to && (match.test(mail.subject) || match.test(mail.text)))
        return Boolean(found)
      },
      { timeout, message: `a mail to ${to} matching ${match}` },
    )
    .toBe(true)
  return found!
}
