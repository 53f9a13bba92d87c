import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** A quote or a testimonial, as a card. */
export function QuoteComponent({ block }: BlockProps<'quote'>) {
  return (
    <section className="section">
      <figure className="card">
        <blockquote>
          <p>{block.quote}</p>
        </blockquote>
        <figcaption>
          <strong>{block.author}</strong>
          {block.role ? `, ${block.role}` : null}
        </figcaption>
      </figure>
    </section>
  )
}
