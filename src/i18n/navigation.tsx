import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { type Locale, isLocale } from './locales'
import { localizedHref } from './paths'

type Href = string | { pathname: string; query?: Record<string, string> }

/**
 * A link to a site page in the page's language (or `locale`), for server components: Next's own
 * Link with the address localized on the server (the locale from the layout's setRequestLocale),
 * so the browser loads no next-intl code for it; Next's Link is part of every page anyway.
 */
export async function Link({ href, locale, ...props }: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }) {
  const current = locale ?? (await getLocale())
  return <NextLink href={localizedHref(href, isLocale(current) ? current : 'es')} {...props} />
}
