import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactForm } from '#src/contact/components/ContactForm.tsx'
import { DemoButton } from '#src/contact/components/DemoButton.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import { getContactPage, getSiteSettings } from '#src/data/globals.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { displayPhone, mailtoLink, whatsappLink } from '#src/contact/links.ts'
import { metadataFor } from '#src/seo/metadata.ts'
import styles from '#src/app/(frontend)/[locale]/(site)/contact/page.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = metadataFor('/contact')

/**
 * /contact: the form beside the support e-mail, WhatsApp and demo blocks. Prerendered: the
 * query-parameter presets (?subject=, ?message=) are applied in the browser, so the page never
 * reads the request on the server.
 */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [copy, settings, t] = await Promise.all([
    getContactPage(locale),
    getSiteSettings(locale),
    getTranslations('contact'),
  ])
  const demoMailto = `${mailtoLink(settings.salesEmail, copy.demo.subject)}&body=${encodeURIComponent(copy.demo.message)}`
  return (
    // The form and the demo button read their messages in the browser.
    <NextIntlClientProvider>
      <main className="page">
        <PageHeading title={copy.title} subtitle={copy.subtitle} />
        <div className={styles.layout}>
          <section className="card" aria-label={t('form.label')}>
            <ContactForm locale={locale} success={{ title: copy.success.title, text: copy.success.text }} />
          </section>
          <aside className={styles.side}>
            <section className="card" aria-labelledby="contact-email-title" data-testid="contact-email-card">
              <h2 id="contact-email-title" className="card__title">
                {copy.email.title}
              </h2>
              <p>{copy.email.description}</p>
              <p>
                <a href={mailtoLink(settings.supportEmail)}>{settings.supportEmail}</a>
              </p>
            </section>
            <section className="card" aria-labelledby="contact-whatsapp-title" data-testid="contact-whatsapp-card">
              <h2 id="contact-whatsapp-title" className="card__title">
                {copy.whatsapp.title}
              </h2>
              <p>{copy.whatsapp.description}</p>
              <dl className="contact-list">
                <dt>{t('side.whatsapp')}</dt>
                <dd>
                  <a
                    href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)}
                    target="_blank"
                    rel="noopener"
                  >
                    {displayPhone(settings.whatsappNumber)}
                  </a>
                </dd>
                <dt>{t('side.hours')}</dt>
                <dd>{settings.supportHours}</dd>
              </dl>
            </section>
            <section className="card" aria-labelledby="contact-demo-title" data-testid="contact-demo">
              <h2 id="contact-demo-title" className="card__title">
                {copy.demo.title}
              </h2>
              <p>{copy.demo.description}</p>
              <DemoButton
                label={copy.demo.buttonLabel}
                subject={copy.demo.subject}
                message={copy.demo.message}
                mailto={demoMailto}
              />
            </section>
          </aside>
        </div>
      </main>
    </NextIntlClientProvider>
  )
}
