import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { appendFileSync } from 'node:fs'

import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'

import { e2eServeAllowed } from '#src/config/checks.ts'
import { env as processConfig, processEnv } from '#src/config/env.ts'

/**
 * E-mail through SMTP when SMTP_HOST is set; otherwise, in development, every mail is written to
 * the server log, so a developer sees what would have been sent. A production server without
 * SMTP_HOST logs only that a mail was not sent: a mail holds addresses, names and messages, which
 * never go into a production log line (docs/operations.md#logs). The end-to-end test server
 * (`npm run e2e:serve`, allowed only with the Auth emulator on this machine) writes them whole to
 * the file CITAYA_E2E_MAIL_LOG names instead (`npm run test:e2e` sets it): its tests follow the
 * links in the mails the site sent (tests/e2e/support/mail.ts), which the log lines, masked, do
 * not carry.
 */
export function emailAdapter(env: Record<string, string | undefined>) {
  const defaults = {
    defaultFromAddress: env.EMAIL_FROM_ADDRESS || 'no-reply@localhost',
    defaultFromName: env.EMAIL_FROM_NAME || 'CMS',
  }
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT) || 587
    return nodemailerAdapter({
      ...defaults,
      skipVerify: env.SMTP_SKIP_VERIFY === 'true',
      transportOptions: {
        host: env.SMTP_HOST,
        port,
        secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        // Nodemailer waits up to 10 minutes on a silent server by default; a delivery job's claim
        // has a ceiling (payload.config.ts), so a stalled mail server must fail well within it.
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      },
    })
  }
  return nodemailerAdapter({ ...defaults, skipVerify: true, transport: nodemailer.createTransport(logTransport) })
}

/** A nodemailer transport that prints the message instead of sending it. */
const logTransport: Transport<{ messageId: string }> = {
  name: 'server-log',
  version: '1',
  send(mail, callback) {
    const { to, subject, text } = mail.data
    const messageId = `<${Date.now()}.${Math.random().toString(36).slice(2)}@server-log>`
    const written = [
      '[email] SMTP_HOST is not set; this mail was written to the log instead of sent:',
      `  To: ${String(to)}`,
      `  Subject: ${String(subject ?? '')}`,
      '',
      String(text ?? '(HTML only)'),
      '[email] end',
    ].join('\n')
    const config = processEnv()
    if (processConfig.isProduction()) {
      console.warn('[email] SMTP_HOST is not set: a mail was not sent (set SMTP_HOST to send mail)')
      if (config.CITAYA_E2E_MAIL_LOG && e2eServeAllowed(config))
        appendFileSync(config.CITAYA_E2E_MAIL_LOG, `${written}\n`)
      return callback(null, { messageId })
    }
    console.info(written)
    callback(null, { messageId })
  },
}
