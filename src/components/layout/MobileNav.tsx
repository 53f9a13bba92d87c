'use client'

import type React from 'react'
import { useRef } from 'react'

type Props = {
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
export function MobileNav({ openLabel, icon, children, classes }: Props) {
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
