import 'server-only'

import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { AcceptedLegal } from '#src/auth/client/account.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { registrationLegalLinks } from '#src/legal/consent.ts'

/**
 * The register form's consent, resolved on the server like the form's other strings (no
 * translation code in the browser): the sentence naming the current privacy notice and terms by
 * their version dates, each linked to exactly that version in a new tab (so nothing typed is lost),
 * and the versions the form sends as accepted.
 */
export async function registrationConsent(locale: Locale): Promise<{ accepted: AcceptedLegal; sentence: ReactNode }> {
  const [legal, t] = await Promise.all([
    registrationLegalLinks(locale),
    getTranslations({ locale, namespace: 'auth.register' }),
  ])
  const versionLink = (kind: keyof AcceptedLegal) =>
    function VersionLink(chunks: ReactNode) {
      return (
        <a href={legal[kind].href} target="_blank" rel="noopener" data-testid={`consent-${kind}`}>
          {chunks}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      )
    }
  return {
    accepted: { privacy: legal.privacy.id, terms: legal.terms.id },
    sentence: t.rich('consent', {
      privacy: versionLink('privacy'),
      terms: versionLink('terms'),
      privacyDate: legal.privacy.date,
      termsDate: legal.terms.date,
    }),
  }
}
