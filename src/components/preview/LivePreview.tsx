'use client'

import { useLivePreview } from '@payloadcms/live-preview-react'
import type React from 'react'

import { AuthPanel } from '#src/auth/components/AuthPanel.tsx'
import { ArticleBody } from '#src/components/blog/ArticleBody.tsx'
import { BlogIndexBody } from '#src/components/blog/BlogIndexBody.tsx'
import { DashboardBody } from '#src/auth/components/DashboardBody.tsx'
import { Benefits } from '#src/components/landing/Benefits.tsx'
import { Hero } from '#src/components/landing/Hero.tsx'
import { HowItWorks } from '#src/components/landing/HowItWorks.tsx'
import { LandingFaqSection } from '#src/components/landing/LandingFaqSection.tsx'
import { PRICING_ANCHOR, PricingSection } from '#src/components/landing/PricingSection.tsx'
import { type ContactDetails, type ContactLabels, ContactBody } from '#src/components/pages/ContactBody.tsx'
import { FaqPageBody } from '#src/components/pages/FaqPageBody.tsx'
import { FeaturesBody } from '#src/components/pages/FeaturesBody.tsx'
import { GuidesBody } from '#src/components/pages/GuidesBody.tsx'
import { type HelpContact, type HelpLabels, HelpBody } from '#src/components/pages/HelpBody.tsx'
import { IntegrationsBody } from '#src/components/pages/IntegrationsBody.tsx'
import { SecurityBody } from '#src/components/pages/SecurityBody.tsx'
import { RegisterCta } from '#src/components/ui/RegisterCta.tsx'
import type { LinkTargets } from '#src/components/ui/RichText.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import type {
  AccountPage,
  BlogPage,
  ContactPage,
  DashboardPage,
  FeaturesPage,
  GuidesPage,
  HelpPage,
  IntegrationsPage,
  Landing,
  Post,
  SecurityPage,
} from '#src/payload-types.ts'

/**
 * The admin that frames these previews is this same site: Payload's live preview only accepts
 * messages from, and answers to, the origin given here.
 */
function adminOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin
}

/**
 * Payload's live preview for the admin's post editor: starts from the saved draft and re-renders
 * with each change typed in the admin (sent by the admin, not saved), before any publish.
 */
export function PostLivePreview({
  initial,
  ...rest
}: {
  initial: Post
  locale: Locale
  byLine: string
  badges: React.ReactNode
  dateline: React.ReactNode
  links?: LinkTargets
}) {
  const { data } = useLivePreview<Post>({ initialData: initial, serverURL: adminOrigin(), depth: 1 })
  return <ArticleBody post={data} {...rest} />
}

/** A global as saved, then as typed in the admin's form (not saved). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook's own bound
function useLiveGlobal<T extends Record<string, any>>(initial: T): T {
  return useLivePreview<T>({ initialData: initial, serverURL: adminOrigin(), depth: 1 }).data
}

/**
 * The landing page, live from the admin's form, its pricing and FAQ headings and copy included.
 * The plans and the FAQ's questions come from their collections, rendered on the server (they
 * follow on publish).
 */
export function LandingLivePreview({
  initial,
  locale,
  plans,
  questions,
}: {
  initial: Landing
  locale: Locale
  plans: React.ReactNode
  questions: React.ReactNode
}) {
  const data = useLiveGlobal(initial)
  return (
    <>
      <Hero hero={data.hero} locale={locale} />
      <HowItWorks section={data.howItWorks} />
      <Benefits section={data.benefits} />
      <PricingSection copy={data.pricing} id={PRICING_ANCHOR}>
        {plans}
      </PricingSection>
      <LandingFaqSection copy={data.faq} locale={locale}>
        {questions}
      </LandingFaqSection>
      <RegisterCta copy={data.closingCta} id="closing-title" as="section" locale={locale} />
    </>
  )
}

/*
 * The page globals, live from the admin's form: each renders the same body as its public page.
 * What the page also reads elsewhere (site settings, collections, the search box) is rendered on
 * the server and passed in; it follows on publish.
 */

/** The help page global covers two pages: /help, then /help/faq's heading above its questions. */
export function HelpLivePreview({
  initial,
  locale,
  contact,
  labels,
  search,
  faqSearch,
  faq,
}: {
  initial: HelpPage
  locale: Locale
  contact: HelpContact
  labels: HelpLabels
  search: React.ReactNode
  faqSearch: React.ReactNode
  faq: React.ReactNode
}) {
  const data = useLiveGlobal(initial)
  return (
    <>
      <div className="page" data-testid="help-preview">
        <HelpBody copy={data} contact={contact} labels={labels} locale={locale} search={search} />
      </div>
      <div className="page" data-testid="faq-page-preview">
        <FaqPageBody copy={data.faqPage} search={faqSearch}>
          {faq}
        </FaqPageBody>
      </div>
    </>
  )
}

export function ContactLivePreview({
  initial,
  ...rest
}: {
  initial: ContactPage
  locale: Locale
  contact: ContactDetails
  labels: ContactLabels
}) {
  return <ContactBody copy={useLiveGlobal(initial)} {...rest} />
}

export function FeaturesLivePreview({ initial, children }: { initial: FeaturesPage; children: React.ReactNode }) {
  return <FeaturesBody copy={useLiveGlobal(initial)}>{children}</FeaturesBody>
}

export function IntegrationsLivePreview({
  initial,
  children,
}: {
  initial: IntegrationsPage
  children: React.ReactNode
}) {
  return <IntegrationsBody copy={useLiveGlobal(initial)}>{children}</IntegrationsBody>
}

export function SecurityLivePreview({ initial }: { initial: SecurityPage }) {
  return <SecurityBody copy={useLiveGlobal(initial)} />
}

export function GuidesLivePreview({ initial, search }: { initial: GuidesPage; search: React.ReactNode }) {
  return <GuidesBody copy={useLiveGlobal(initial)} search={search} />
}

export function BlogPageLivePreview({
  initial,
  locale,
  search,
  children,
}: {
  initial: BlogPage
  locale: Locale
  search: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <BlogIndexBody copy={useLiveGlobal(initial)} locale={locale} search={search}>
      {children}
    </BlogIndexBody>
  )
}

/** The doctors' sign-in and registration panels, one above the other (each with its form and links). */
export function AccountLivePreview({
  initial,
  login,
  register,
}: {
  initial: AccountPage
  login: { form: React.ReactNode; links: React.ReactNode }
  register: { form: React.ReactNode; links: React.ReactNode }
}) {
  const data = useLiveGlobal(initial)
  return (
    <>
      <AuthPanel title={data.login.title} subtitle={data.login.subtitle} footer={login.links} titleId="login-title">
        {login.form}
      </AuthPanel>
      <AuthPanel
        title={data.register.title}
        subtitle={data.register.subtitle}
        footer={register.links}
        titleId="register-title"
      >
        {register.form}
      </AuthPanel>
    </>
  )
}

export function DashboardLivePreview({ initial, trial }: { initial: DashboardPage; trial: string | null }) {
  return <DashboardBody copy={useLiveGlobal(initial)} trial={trial} />
}
