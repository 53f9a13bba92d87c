'use client'

import type React from 'react'
import { useRef } from 'react'

import { type HeaderLink, MenuIcon } from './MenuIcon'
import { NavLink } from './NavLink'

export type MobileNavLabels = { open: string; close: string; title: string; nav: string }

/**
 * Small screens: the menu button and the side drawer with the header links, a native modal
 * <dialog>: the browser keeps the rest of the page inert, closes it on Escape and gives focus back
 * to the button. Tab cycles inside it, a click outside or a chosen link closes it.
 */
export function MobileNav({ links, labels }: { links: HeaderLink[]; labels: MobileNavLabels }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const close = () => dialog.current?.close()

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
      <button type="button" className="mobile-nav__trigger" aria-label={labels.open} aria-haspopup="dialog" data-testid="menu-open" onClick={() => dialog.current?.showModal()}>
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        className="mobile-nav__drawer"
        aria-labelledby="mobile-nav-title"
        data-testid="menu-drawer"
        onKeyDown={keepFocusInside}
        // A click on the backdrop lands on the <dialog> itself; its content fills the panel.
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="mobile-nav__panel">
          <div className="mobile-nav__top">
            <h2 id="mobile-nav-title" className="mobile-nav__title">
              {labels.title}
            </h2>
            <button type="button" className="mobile-nav__close" aria-label={labels.close} onClick={close}>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <nav aria-label={labels.nav}>
            <ul className="mobile-nav__links">
              {links.map((link) => (
                <li key={link.id ?? link.href}>
                  <NavLink href={link.href} className={`mobile-nav__link mobile-nav__link--${link.appearance}`} onNavigate={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  )
}
