import { displayPhone, mailtoLink, whatsappLink } from '#src/contact/links.ts'
import type { SiteSetting } from '#src/payload-types.ts'

type Contact = Pick<SiteSetting, 'supportEmail' | 'whatsappNumber' | 'whatsappGreeting' | 'supportHours'>

/**
 * The company's direct contact as a definition list: the support e-mail (when `labels.email` is
 * given), the WhatsApp number as a chat link, and the hours, all from the site settings. On
 * /contact's WhatsApp card and /help's direct-contact card.
 */
export function ContactList({
  contact,
  labels,
}: {
  contact: Contact
  labels: { email?: string; whatsapp: string; hours: string }
}) {
  return (
    <dl className="contact-list">
      {labels.email ? (
        <>
          <dt>{labels.email}</dt>
          <dd>
            <a href={mailtoLink(contact.supportEmail)}>{contact.supportEmail}</a>
          </dd>
        </>
      ) : null}
      <dt>{labels.whatsapp}</dt>
      <dd>
        <a href={whatsappLink(contact.whatsappNumber, contact.whatsappGreeting)} target="_blank" rel="noopener">
          {displayPhone(contact.whatsappNumber)}
        </a>
      </dd>
      <dt>{labels.hours}</dt>
      <dd>{contact.supportHours}</dd>
    </dl>
  )
}
