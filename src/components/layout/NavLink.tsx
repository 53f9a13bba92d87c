'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import type React from 'react'

import { unprefixed } from '@/i18n/paths'

import { SCROLL_DELAY_MS } from './ScrollToHash'

type Props = { href: string; className?: string; children: React.ReactNode; onNavigate?: () => void }

/**
 * A header link, its address already in the page's language. "/" on the home page scrolls to the
 * top; "/#anchor" scrolls to the section after the spec's 100 ms, on the home page itself as from
 * another page (there ScrollToHash does it).
 */
export function NavLink({ href, className, children, onNavigate }: Props) {
  const pathname = usePathname()
  const [path, hash] = href.split('#')

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (unprefixed(pathname) !== '/' || unprefixed(path || '/') !== '/') return
    event.preventDefault()
    const smooth = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
    if (hash) {
      history.replaceState(null, '', `#${hash}`)
      window.setTimeout(() => document.getElementById(hash)?.scrollIntoView({ behavior: smooth, block: 'start' }), SCROLL_DELAY_MS)
    } else {
      window.scrollTo({ top: 0, behavior: smooth })
      history.replaceState(null, '', window.location.pathname)
    }
  }

  if (/^(https?:|mailto:)/.test(href)) {
    return (
      <a href={href} className={className} onClick={onNavigate}>
        {children}
      </a>
    )
  }
  return (
    <NextLink href={href} className={className} onClick={onClick} scroll={!hash}>
      {children}
    </NextLink>
  )
}
