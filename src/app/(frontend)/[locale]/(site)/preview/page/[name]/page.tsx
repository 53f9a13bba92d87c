import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { AuthMain } from '#src/auth/components/AuthPanel.tsx'
import { previewBody } from '#src/components/preview/PageGlobalPreview.tsx'
import type { Locale } from '#src/i18n/locales.ts'
import { isPagePreviewName } from '#src/routes.ts'

type Props = { params: Promise<{ locale: Locale; name: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }
/**
 * A page global in the admin's live preview (/preview/page/{name}, see src/data/preview.ts): the
 * page's body as the public page renders it, updated as staff type in the global's editor, before
 * saving. What the page also reads elsewhere (settings, collections) is rendered here from what is
 * saved. Staff only, per request, never cached; anyone else (or an unknown name) gets the 404 page.
 */
export default async function PageGlobalPreviewPage({ params }: Props) {
  const { locale, name } = await params
  setRequestLocale(locale)
  if (!isPagePreviewName(name)) notFound()
  const body = await previewBody(name, locale, await headers())
  if (!body) notFound()
  return name === 'account' ? (
    // The sign-in and registration panels side by side, centred as on their own pages.
    <AuthMain data-testid="page-preview">{body}</AuthMain>
  ) : (
    <main className={name === 'help' ? undefined : 'page'} data-testid="page-preview">
      {body}
    </main>
  )
}
