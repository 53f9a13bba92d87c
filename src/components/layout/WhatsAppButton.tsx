import { getTranslations } from 'next-intl/server'

import { whatsappLink } from '#src/contact/links.ts'
import type { SiteSetting } from '#src/payload-types.ts'
import styles from '#src/components/layout/WhatsAppButton.module.css'

/** Floating button on the landing page: a WhatsApp chat with the company, greeting prefilled. */
export async function WhatsAppButton({ settings }: { settings: SiteSetting }) {
  const t = await getTranslations('whatsapp')
  return (
    <a
      className={styles.button}
      href={whatsappLink(settings.whatsappNumber, settings.whatsappGreeting)}
      target="_blank"
      rel="noopener"
      aria-label={t('button')}
      data-testid="whatsapp-button"
    >
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" fill="currentColor">
        <path d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.8-1.6l-.4-.2-3.8 1.2 1.2-3.7-.3-.4a10.5 10.5 0 01-1.7-5.8C5.2 10 10 5.3 16 5.3S26.8 10 26.8 15.8 22 26.4 16 26.4zm5.9-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 01-4.4-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4s-1 1-1 2.5 1.1 2.9 1.2 3.1 2.1 3.2 5.1 4.5c1.9.8 2.6.9 3.6.7.6-.1 1.9-.8 2.1-1.5s.3-1.4.2-1.5-.3-.2-.6-.3z" />
      </svg>
      <span className={styles.label}>{t('button')}</span>
    </a>
  )
}
