import type React from 'react'

type Props = { href: string; className?: string; children: React.ReactNode }

/**
 * A header, drawer or brand link, its address already in the page's language. A server component
 * rendering a plain link: site pages are marked `data-nav`, which ClientNavigation (./Interactive) turns into a
 * client-side navigation (no page reload); mail and other sites stay plain links. A link to
 * "/#anchor" does not jump: the landing scrolls to the section after the spec's 100 ms
 * (LandingScroll in ./Interactive), on the landing itself as when arriving from another page.
 */
export function SiteLink({ href, className, children }: Props) {
  const site = !/^(https?:|mailto:)/.test(href)
  return (
    <a href={href} className={className} data-nav={site ? '' : undefined}>
      {children}
    </a>
  )
}
