'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { isPlainClick } from '#src/components/layout/plain-click.ts'

/**
 * Client-side navigation for the site's own links, in place of Next's `Link` (about 4 kB gzip of
 * first-load JavaScript with its URL helpers; docs/performance.md, "Why the framework floor is 134.9 kB"). The links are
 * server-rendered plain `<a data-nav>` (./SiteLink, src/i18n/navigation.tsx), so they work before
 * and without JavaScript; once this is mounted (by the [locale] layout), a plain left click on one
 * goes through Next's router as `Link` would (no page reload, the layout and its state kept; a
 * link with a #section keeps the scroll position, as Link's `scroll={false}` did), and pointing
 * at one, touching it or focusing it prefetches its page. Ctrl/⌘/Shift/middle clicks, links with a
 * target or a download and other origins are left to the browser; so is a click another listener
 * already handled (the landing's 100 ms scroll, ./LandingScroll).
 */
export function ClientNavigation() {
  const router = useRouter()
  useEffect(() => {
    const siteLink = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-nav]') as HTMLAnchorElement | null
      return link && link.origin === location.origin && !link.target && !link.hasAttribute('download') ? link : null
    }
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return
      const link = siteLink(event)
      if (!link) return
      event.preventDefault()
      router.push(link.pathname + link.search + link.hash, { scroll: !link.hash })
    }
    function prefetch(event: Event) {
      const link = siteLink(event)
      if (link) router.prefetch(link.pathname + link.search)
    }
    const listeners = [
      ['click', onClick],
      ['pointerover', prefetch],
      ['focusin', prefetch],
    ] as const
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener)
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener)
    }
  }, [router])
  return null
}
