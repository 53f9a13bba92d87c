import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

import { asLocale } from '#src/i18n/locales.ts'
import { absoluteUrl } from '#src/seo/urls.ts'

/**
 * Per-page SEO: plugin-seo's title, description, image and preview, localized, plus keywords and
 * no-index. On seo-pages (one record per public route), on posts (one per article) and on the
 * pages staff make (src/page-builder).
 */
const seoLabels: Record<string, { es: string; en: string }> = {
  title: { es: 'Título en buscadores', en: 'Search title' },
  description: { es: 'Descripción en buscadores', en: 'Search description' },
  image: { es: 'Imagen al compartir', en: 'Sharing image' },
  // Its checklist and search-result preview, labelled in English by the plugin.
  overview: { es: 'Resumen', en: 'Overview' },
  preview: { es: 'Vista previa', en: 'Preview' },
}

export const seo = seoPlugin({
  collections: ['seo-pages', 'posts', 'pages'],
  uploadsCollection: 'media',
  tabbedUI: false,
  generateTitle: ({ doc }) => String((doc as { title?: string }).title ?? ''),
  generateDescription: ({ doc }) => String((doc as { description?: string }).description ?? ''),
  generateURL: ({ doc, collectionConfig, locale }) => {
    // A made page's own segment: the preview of a page under a parent shows that segment only.
    const path =
      collectionConfig?.slug === 'posts'
        ? `/blog/${(doc as { articleNumber?: number }).articleNumber ?? ''}`
        : collectionConfig?.slug === 'pages'
          ? `/${(doc as { slug?: string }).slug ?? ''}`
          : String((doc as { route?: string }).route ?? '/')
    return absoluteUrl(asLocale(locale), path)
  },
  fields: ({ defaultFields }) => [
    // plugin-seo's fields have no labels of their own (the admin would show "Title" in Spanish too).
    ...defaultFields.map((field) =>
      'name' in field && field.name in seoLabels
        ? ({ ...field, localized: true, label: seoLabels[field.name] } as Field)
        : field,
    ),
    {
      name: 'keywords',
      type: 'text',
      label: { es: 'Palabras clave (separadas por comas)', en: 'Keywords (comma separated)' },
      localized: true,
    },
    {
      name: 'noIndex',
      type: 'checkbox',
      label: { es: 'Ocultar a buscadores (noindex)', en: 'Hide from search engines (noindex)' },
      defaultValue: false,
    },
  ],
})
