'use client'

import type React from 'react'

import { Link, usePathname } from '@/i18n/navigation'

import { SCROLL_DELAY_MS } from './ScrollToHash'

type Props = { href: string; className?: string; children: React.ReactNode; onNavigate?: () => void }

/**
 * A header link. "/" on the home page scrolls to the top; "/#anchor" scrolls to the section after
 * the spec's 100 ms, on the home page itself as from another page (there ScrollToHash does it).
 */
export function NavLink({ href, className, children, onNavigate }: Props) {
  const pathname = usePathname()
  const onHome = pathname === '/'
  const [path, hash] = href.split('#')

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (!onHome || (path !== '/' && path !== '')) return
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
    <Link href={href} className={className} onClick={onClick} scroll={!hash}>
      {children}
    </Link>
  )
}
