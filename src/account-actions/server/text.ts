import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '#src/i18n/locales.ts'
import es from '#src/i18n/messages/es.json'
import type { AccountActionsText } from '#src/account-actions/text.ts'

/** Arguments the forms fill in themselves (src/account-actions/text.ts `fill`): kept as placeholders. */
const placeholders = { email: '{email}', minutes: '{minutes}' }

/** A namespace of the catalogue; its leaves are messages (a string, or once compiled an array of parts). */
type Node = { [key: string]: unknown }
const isMessage = (value: unknown) => typeof value !== 'object' || value === null || Array.isArray(value)
type Translate = (key: string, values: Record<string, string>) => string

/**
 * The account actions' screen strings in `locale`, for a form's props. Resolved one by one through
 * next-intl: the build precompiles the message files (next.config.ts), so the catalogue, even
 * imported as JSON, holds a message with arguments as an array of parts, not a string. The keys
 * come from the Spanish file (the same in both, tests/unit/messages.test.ts); the mails' texts
 * stay on the server.
 */
export async function accountActionsText(locale: Locale): Promise<AccountActionsText> {
  const t = (await getTranslations({ locale, namespace: 'accountActions' })) as unknown as Translate
  const resolve = (node: Node, prefix: string): Node =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        isMessage(value) ? t(`${prefix}${key}`, placeholders) : resolve(value as Node, `${prefix}${key}.`),
      ]),
    )
  const { mail: _mail, ...screens } = es.accountActions
  return resolve(screens, '') as unknown as AccountActionsText
}
