import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { ContactLabels } from '#src/components/pages/ContactBody.tsx'
import type { HelpLabels } from '#src/components/pages/HelpBody.tsx'
import { contactFormText } from '#src/contact/form-text.ts'

/** The contact form's builder takes keys it composes itself (form.<field>, errors.<problem>). */
type Translate = Parameters<typeof contactFormText>[0]

/*
 * The interface strings the page bodies show, read on the server from the message files and
 * passed in, so the same body renders on the public page and in the admin's live preview.
 */

export async function helpLabels(): Promise<HelpLabels> {
  const t = await getTranslations('help')
  return { comingSoon: t('comingSoon'), email: t('email'), whatsapp: t('whatsapp'), hours: t('hours') }
}

export async function contactLabels(): Promise<ContactLabels> {
  const t = await getTranslations('contact')
  return { form: contactFormText(t as unknown as Translate), whatsapp: t('side.whatsapp'), hours: t('side.hours') }
}
