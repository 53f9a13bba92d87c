import { whatsappLink } from '#src/contact/links.ts'
import styles from '#src/components/ui/RegisterCta.module.css'
import { Link } from '#src/i18n/navigation.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** The site's closing band (RegisterCta's look), leading to registration, the contact form filled in, or WhatsApp. */
export function CallToActionComponent({ block, id, settings }: BlockProps<'cta'>) {
  const button =
    block.action === 'whatsapp' ? (
      <a className="button" href={whatsappLink(settings.whatsappNumber, block.message || settings.whatsappGreeting)}>
        {block.buttonLabel}
      </a>
    ) : (
      <Link
        className="button"
        href={
          block.action === 'contact'
            ? { pathname: '/contact', query: { subject: block.subject ?? '', message: block.message ?? '' } }
            : '/register'
        }
      >
        {block.buttonLabel}
      </Link>
    )
  return (
    <section className={styles.closing} aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      {button}
    </section>
  )
}
