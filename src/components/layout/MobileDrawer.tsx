'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useLayoutEffect, useRef, useState } from 'react'

import { type HeaderLink, MenuIcon } from './MenuIcon'
import { NavLink } from './NavLink'

/**
 * The side drawer (Radix dialog: focus kept inside, Escape closes, a chosen link closes it).
 * Loaded by MobileNav when the visitor first opens the menu, open.
 */
export default function MobileDrawer({ links }: { links: HeaderLink[] }) {
  const t = useTranslations('nav')
  const [open, setOpen] = useState(true)
  const contentRef = useRef<HTMLDivElement>(null)
  // Radix hides the rest of the page from screen readers (aria-hidden) and traps focus; making it
  // inert as well takes its links out of the tab order for every tool, not only for Radix's trap.
  useLayoutEffect(() => {
    const content = contentRef.current
    if (!open || !content) return
    const others = [...document.body.children].filter((element) => !element.contains(content) && !element.hasAttribute('inert'))
    for (const element of others) element.setAttribute('inert', '')
    return () => {
      for (const element of others) element.removeAttribute('inert')
    }
  }, [open])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mobile-nav__trigger" aria-label={t('openMenu')} data-testid="menu-open">
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-nav__overlay" />
        <Dialog.Content ref={contentRef} className="mobile-nav__drawer" aria-describedby={undefined} data-testid="menu-drawer">
          <div className="mobile-nav__top">
            <Dialog.Title className="mobile-nav__title">{t('menuTitle')}</Dialog.Title>
            <Dialog.Close className="mobile-nav__close" aria-label={t('closeMenu')}>
              <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('label')}>
            <ul className="mobile-nav__links">
              {links.map((link) => (
                <li key={link.id ?? link.href}>
                  <NavLink href={link.href} className={`mobile-nav__link mobile-nav__link--${link.appearance}`} onNavigate={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
