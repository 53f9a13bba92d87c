import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { PagePreviewName } from '#src/routes.ts'
import { LoginLinks, RegisterLinks } from '#src/auth/components/AuthLinks.tsx'
import { LoginForm } from '#src/auth/components/LoginForm.tsx'
import { RegisterForm } from '#src/auth/components/RegisterForm.tsx'
import { registrationConsent } from '#src/auth/server/consent.tsx'
import { authFormTextFor } from '#src/auth/server/form-text.ts'
import { BlogPosts } from '#src/components/blog/BlogIndex.tsx'
import { FaqSections } from '#src/components/faq/FaqSections.tsx'
import { FeatureCards } from '#src/components/pages/FeaturesBody.tsx'
import { IntegrationCards } from '#src/components/pages/IntegrationsBody.tsx'
import { contactLabels, helpLabels } from '#src/components/pages/labels.ts'
import {
  AccountLivePreview,
  BlogPageLivePreview,
  ContactLivePreview,
  DashboardLivePreview,
  FeaturesLivePreview,
  GuidesLivePreview,
  HelpLivePreview,
  IntegrationsLivePreview,
  SecurityLivePreview,
} from '#src/components/preview/LivePreview.tsx'
import { getFaqSections, getFeatures, getIntegrations, getPosts } from '#src/data/collections.ts'
import { getSiteSettings } from '#src/data/globals.ts'
import { getPageGlobalPreview } from '#src/data/preview.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { formatDate } from '#src/i18n/formats.ts'
import { SearchForm } from '#src/search/components/SearchForm.tsx'

/**
 * The body of a page global's live preview (/preview/page/{name}): the page's own body component
 * in its live form, with what the page also reads elsewhere (settings, collections) rendered from
 * what is saved; null for anyone but staff.
 */
export async function previewBody(name: PagePreviewName, locale: Locale, requestHeaders: Headers) {
  switch (name) {
    case 'help': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      const [settings, labels, sections] = await Promise.all([
        getSiteSettings(locale),
        helpLabels(),
        getFaqSections(locale),
      ])
      const { supportEmail, whatsappNumber, whatsappGreeting, supportHours } = settings
      return (
        <HelpLivePreview
          initial={initial}
          locale={locale}
          contact={{ supportEmail, whatsappNumber, whatsappGreeting, supportHours }}
          labels={labels}
          search={<SearchForm />}
          faqSearch={<SearchForm id="faq-search-q" />}
          faq={<FaqSections sections={sections} locale={locale} />}
        />
      )
    }
    case 'contact': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      const [settings, labels] = await Promise.all([getSiteSettings(locale), contactLabels()])
      const { supportEmail, salesEmail, whatsappNumber, whatsappGreeting, supportHours } = settings
      return (
        <ContactLivePreview
          initial={initial}
          locale={locale}
          contact={{ supportEmail, salesEmail, whatsappNumber, whatsappGreeting, supportHours }}
          labels={labels}
        />
      )
    }
    case 'features': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      return (
        <FeaturesLivePreview initial={initial}>
          <FeatureCards features={await getFeatures(locale)} />
        </FeaturesLivePreview>
      )
    }
    case 'integrations': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      const [integrations, t] = await Promise.all([getIntegrations(locale), getTranslations('integrations')])
      return (
        <IntegrationsLivePreview initial={initial}>
          <IntegrationCards integrations={integrations} statusLabel={(status) => t(`status.${status}`)} />
        </IntegrationsLivePreview>
      )
    }
    case 'security': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      return initial ? <SecurityLivePreview initial={initial} /> : null
    }
    case 'guides': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      return initial ? <GuidesLivePreview initial={initial} search={<SearchForm />} /> : null
    }
    case 'blog': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      return (
        <BlogPageLivePreview initial={initial} locale={locale} search={<SearchForm />}>
          <BlogPosts locale={locale} page={1} posts={await getPosts(locale)} />
        </BlogPageLivePreview>
      )
    }
    case 'account': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      const [login, register, consent] = await Promise.all([
        authFormTextFor(locale, 'signIn'),
        authFormTextFor(locale, 'register'),
        registrationConsent(locale),
      ])
      return (
        <AccountLivePreview
          initial={initial}
          login={{ form: <LoginForm locale={locale} text={login} />, links: <LoginLinks /> }}
          register={{
            form: <RegisterForm locale={locale} text={register} consent={consent} />,
            links: <RegisterLinks />,
          }}
        />
      )
    }
    case 'dashboard': {
      const initial = await getPageGlobalPreview(name, locale, requestHeaders)
      if (!initial) return null
      // No doctor here: the trial line shows with a sample date, two weeks from today.
      const t = await getTranslations('dashboard')
      const sampleTrialEnd = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString()
      return (
        <DashboardLivePreview initial={initial} trial={t('trialEnds', { date: formatDate(sampleTrialEnd, locale) })} />
      )
    }
  }
}
