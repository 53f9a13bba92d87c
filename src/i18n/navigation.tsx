import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { type Locale, isLocale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'

type Href = string | { pathname: string; query?: Record<string, string> }
type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }

/**
 * A link to a site page in the page's language (or `locale`): Next's own Link with the address
 * localized on the server (the locale from the layout's setRequestLocale), so the browser loads
 * no next-intl code for it; Next's Link is part of every page anyway. Given `locale`, it needs no
 * request and also renders in the browser (the admin's live preview renders the landing there).
 */
export function Link({ href, locale, ...props }: Props) {
  if (locale) return <NextLink href={localizedHref(href, locale)} {...props} />
  return <RequestLocaleLink href={href} {...props} />
}

async function RequestLocaleLink({ href, ...props }: Omit<Props, 'locale'>) {
  const current = await getLocale()
  return <NextLink href={localizedHref(href, isLocale(current) ? current : 'es')} {...props} />
}
