'use client'

import type React from 'react'

import { Link, usePathname } from '@/i18n/navigation'

type Props = { href: string; className?: string; children: React.ReactNode; onNavigate?: () => void }

/**
 * A header link. "/" on the home page scrolls to the top; "/#anchor" on the home page scrolls to
 * the section (from another page the home page does it after 100 ms, see ScrollToHash).
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
      document.getElementById(hash)?.scrollIntoView({ behavior: smooth, block: 'start' })
      history.replaceState(null, '', `#${hash}`)
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
