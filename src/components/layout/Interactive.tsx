'use client'

// The public site's parts that need the browser, in one module on purpose: the site links'
// client-side navigation (every page), the phone menu (every page's header) and the landing's
// scrolling travel in one chunk. As three modules they were three chunks, and the landing's own
// (0.7 kB gzip) kept it above its JavaScript budget (docs/performance.md).
import { useRouter } from 'next/navigation'
import type React from 'react'
import { useEffect, useRef } from 'react'

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
 * already handled (the landing's 100 ms scroll, LandingScroll below).
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
 * site's client-side navigation (ClientNavigation above, which leaves an already handled click alone),
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

type MobileNavProps = {
  openLabel: string
  icon: React.ReactNode
  children: React.ReactNode
  /** The menu button's and the drawer's classes, from the server's Header.module.css. */
  classes: { trigger: string; drawer: string }
}

/**
 * Small screens: the menu button and the side drawer, a native modal <dialog>: the browser keeps
 * the rest of the page inert, closes it on Escape and gives focus back to the button. Tab cycles
 * inside it; a click outside, on its close button or on a link closes it. The drawer's content
 * (title, close button, the header links) is rendered on the server and passed in: only the
 * behaviour is in the browser's JavaScript. So are its two class names: importing the header's
 * CSS module here would send the map of all its classes to every page's browser (0.8 kB gzip).
 */
export function MobileNav({ openLabel, icon, children, classes }: MobileNavProps) {
  const dialog = useRef<HTMLDialogElement>(null)

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button')]
    const [first, last] = [focusable[0], focusable[focusable.length - 1]]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <>
      <button
        type="button"
        className={classes.trigger}
        aria-label={openLabel}
        aria-haspopup="dialog"
        data-testid="menu-open"
        onClick={() => dialog.current?.showModal()}
      >
        {icon}
      </button>
      <dialog
        ref={dialog}
        className={classes.drawer}
        aria-labelledby="mobile-nav-title"
        data-testid="menu-drawer"
        onKeyDown={keepFocusInside}
        // A click on the backdrop lands on the <dialog> itself (its content fills the panel).
        onClick={(event) => {
          const target = event.target as Element
          if (target === dialog.current || target.closest('a, [data-drawer-close]')) dialog.current?.close()
        }}
      >
        {children}
      </dialog>
    </>
  )
}
