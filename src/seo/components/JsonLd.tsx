import type { StructuredData } from '#src/seo/structured-data.ts'

/** Embeds schema.org data; `<` is escaped so CMS text cannot close the script element. */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
