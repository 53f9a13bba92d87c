import type { Page } from '@playwright/test'

import en from '#src/i18n/messages/en.json' with { type: 'json' }
import es from '#src/i18n/messages/es.json' with { type: 'json' }
import { type Locale, localized } from '#tests/e2e/support/cms.ts'

/** A doctor signing in through the site's own form, in a language, as a person does. */
export async function signInThroughForm(page: Page, locale: Locale, email: string, secret: string): Promise<void> {
  const m = { es, en }[locale].auth
  await page.goto(localized(locale, '/login'))
  await page.getByLabel(m.fields.email, { exact: true }).fill(email)
  await page.getByLabel(m.fields.password, { exact: true }).fill(secret)
  await page.getByRole('button', { name: m.login.submit, exact: true }).click()
}
