import NextLink from 'next/link'
import type React from 'react'

type Props = { href: string; className?: string; children: React.ReactNode }

/**
 * A header, drawer or brand link, its address already in the page's language. A server component:
 * Next's Link for site pages, a plain link for mail and other sites. A link to "/#anchor" does not
 * jump: the landing scrolls to the section after the spec's 100 ms (./LandingScroll), on the
 * landing itself as when arriving from another page.
 */
export function SiteLink({ href, className, children }: Props) {
  if (/^(https?:|mailto:)/.test(href)) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <NextLink href={href} className={className} scroll={!href.includes('#')}>
      {children}
    </NextLink>
  )
}
