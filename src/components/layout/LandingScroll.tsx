'use client'

import { useEffect } from 'react'

import { isPlainClick } from '#src/components/layout/plain-click.ts'

/** Scrolling delay before a section is brought into view (spec: landing scroll delay 100 ms). */
export const SCROLL_DELAY_MS = 100

const isHome = (pathname: string) => /^\/(en|es)?\/?$/.test(pathname)

/**
 * The landing's scrolling, as the spec describes it, mounted by the landing page only:
 * - arriving with #anchor (from another page, or a shared link), the section is scrolled to
 *   100 ms after the page shows;
 * - on the landing itself, a link to "/#anchor" (header, drawer, footer) scrolls there after the
 *   same 100 ms instead of jumping, and a link to "/" (the brand) scrolls back to the top.
 * A link to a section also moves keyboard focus there (at once, without a jump: the scroll is the
 * one above), as the browser's own jump would: the skip link and the header's pricing link would
 * otherwise leave focus in the header, and the next Tab would go back there. A section that is
 * not focusable by itself gets tabindex="-1" for it (focusable by script, not in the Tab order).
 * The links stay server-rendered: one listener here, in the capture phase so it runs before the
 * site's client-side navigation (./ClientNavigation, which leaves an already handled click alone),
 * instead of a client component per link. It goes when the visitor leaves the landing, so
 * elsewhere the links navigate as usual.
 */
export function LandingScroll() {
  useEffect(() => {
    const smooth = (): ScrollBehavior =>
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
    const scrollTo = (hash: string, behavior?: ScrollBehavior) =>
      window.setTimeout(
        () => document.getElementById(hash)?.scrollIntoView({ behavior, block: 'start' }),
        SCROLL_DELAY_MS,
      )

    function focusSection(hash: string) {
      const target = document.getElementById(hash)
      if (!target) return
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    }

    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      // This very page only, and not the language menu's links (`?language=…`): they must navigate.
      if (
        !link ||
        link.target ||
        link.search ||
        link.origin !== location.origin ||
        link.pathname !== location.pathname ||
        !isHome(location.pathname)
      )
        return
      event.preventDefault()
      const hash = decodeURIComponent(link.hash.slice(1))
      if (hash) {
        history.replaceState(history.state, '', `#${hash}`)
        // Once this click is over: the phone drawer closes on it, and closing a modal dialog gives
        // focus back to the button that opened it.
        window.setTimeout(() => focusSection(hash))
        scrollTo(hash, smooth())
      } else {
        window.scrollTo({ top: 0, behavior: smooth() })
        history.replaceState(history.state, '', location.pathname)
      }
    }

    const arrived = decodeURIComponent(location.hash.slice(1))
    const timer = arrived ? scrollTo(arrived) : undefined
    window.addEventListener('click', onClick, true)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('click', onClick, true)
    }
  }, [])
  return null
}
