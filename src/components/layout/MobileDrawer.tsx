'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { NavLink } from './NavLink'

export type HeaderLink = { id?: string | null; label: string; href: string; appearance: 'link' | 'secondary' | 'primary' }

/** Small screens: the header links in a side drawer (focus kept inside, Escape closes, a chosen link closes it). */
export function MobileNav({ links }: { links: HeaderLink[] }) {
  const t = useTranslations('nav')
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mobile-nav__trigger" aria-label={t('openMenu')} data-testid="menu-open">
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-nav__overlay" />
        <Dialog.Content className="mobile-nav__drawer" aria-describedby={undefined} data-testid="menu-drawer">
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
