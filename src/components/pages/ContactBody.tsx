import { ContactForm } from '#src/contact/components/ContactForm.tsx'
import { DemoButton } from '#src/contact/components/DemoButton.tsx'
import { PageHeading } from '#src/components/ui/PageHeading.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { ContactList } from '#src/contact/components/ContactList.tsx'
import { mailtoLink } from '#src/contact/links.ts'
import type { ContactFormText } from '#src/contact/form-text.ts'
import type { ContactPage, SiteSetting } from '#src/payload-types.ts'
import styles from '#src/components/pages/ContactBody.module.css'

export type ContactLabels = { form: ContactFormText; whatsapp: string; hours: string }
export type ContactDetails = Pick<
  SiteSetting,
  'supportEmail' | 'salesEmail' | 'whatsappNumber' | 'whatsappGreeting' | 'supportHours'
>

/**
 * /contact's content: the form beside the e-mail, WhatsApp and demo blocks, from the contact page
 * global. Rendered on the server by the public page and in the browser by the admin's live
 * preview; every interface string comes in `labels`, so neither ships a message catalogue.
 */
export function ContactBody({
  copy,
  contact,
  labels,
  locale,
}: {
  copy: ContactPage
  contact: ContactDetails
  labels: ContactLabels
  locale: Locale
}) {
  const demoMailto = `${mailtoLink(contact.salesEmail, copy.demo.subject)}&body=${encodeURIComponent(copy.demo.message)}`
  return (
    <>
      <PageHeading title={copy.title} subtitle={copy.subtitle} />
      <div className={styles.layout}>
        <section className="card" aria-label={labels.form.label}>
          <ContactForm
            locale={locale}
            text={labels.form}
            success={{ title: copy.success.title, text: copy.success.text }}
          />
        </section>
        <aside className={styles.side}>
          <section className="card" aria-labelledby="contact-email-title" data-testid="contact-email-card">
            <h2 id="contact-email-title" className="card__title">
              {copy.email.title}
            </h2>
            <p>{copy.email.description}</p>
            <p>
              <a href={mailtoLink(contact.supportEmail)}>{contact.supportEmail}</a>
            </p>
          </section>
          <section className="card" aria-labelledby="contact-whatsapp-title" data-testid="contact-whatsapp-card">
            <h2 id="contact-whatsapp-title" className="card__title">
              {copy.whatsapp.title}
            </h2>
            <p>{copy.whatsapp.description}</p>
            <ContactList contact={contact} labels={{ whatsapp: labels.whatsapp, hours: labels.hours }} />
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
              filled={labels.form.demoFilled}
            />
          </section>
        </aside>
      </div>
    </>
  )
}
