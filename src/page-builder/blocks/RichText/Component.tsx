import { RichText } from '#src/components/ui/RichText.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** Free text, rendered as articles are (internal links resolved on the server, in the reader's language). */
export function RichTextComponent({ block, locale, links }: BlockProps<'richText'>) {
  return (
    <section className="section">
      <RichText data={block.content as never} locale={locale} links={links} className="prose" />
    </section>
  )
}
