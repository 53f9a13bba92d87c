import { LazyContactForm } from '#src/contact/components/LazyContactForm.tsx'
import { contactLabels } from '#src/components/pages/labels.ts'
import { getContactPage } from '#src/data/globals.ts'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/**
 * The contact form in a card under the block's title, its subject preset. Its labels and the
 * thank-you text are the contact page's, read through the data layer like that page's.
 */
export async function ContactFormComponent({ block, id, locale, path }: BlockProps<'contactForm'>) {
  const [labels, copy] = await Promise.all([contactLabels(), getContactPage(locale)])
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.text ? <p className="section__lead">{block.text}</p> : null}
      <div className="card">
        <LazyContactForm
          locale={locale}
          text={labels.form}
          success={{ title: copy.success.title, text: copy.success.text }}
          preset={block.subject ? { subject: block.subject } : undefined}
          page={path}
        />
      </div>
    </section>
  )
}
