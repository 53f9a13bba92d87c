import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { type Locale, isLocale } from '#src/i18n/locales.ts'
import { localizedHref } from '#src/i18n/paths.ts'

type Href = string | { pathname: string; query?: Record<string, string> }
type Props = Omit<ComponentProps<'a'>, 'href'> & { href: Href; locale?: Locale }

/**
 * A link to a site page in the page's language (or `locale`): a plain `<a data-nav>` with the
 * address localized on the server (the locale from the layout's setRequestLocale), so the browser
 * loads no next-intl code for it, nor Next's Link: the layout's ClientNavigation
 * (src/components/layout/Interactive.tsx) makes a click on it a client-side navigation with
 * Next's router. Given `locale`, it needs no request and also renders in the browser (the admin's
 * live preview renders the landing there).
 */
export function Link({ href, locale, ...props }: Props) {
  if (locale) return <a {...props} href={localizedHref(href, locale)} data-nav="" />
  return <RequestLocaleLink href={href} {...props} />
}

async function RequestLocaleLink({ href, ...props }: Omit<Props, 'locale'>) {
  const current = await getLocale()
  return <a {...props} href={localizedHref(href, isLocale(current) ? current : 'es')} data-nav="" />
}
