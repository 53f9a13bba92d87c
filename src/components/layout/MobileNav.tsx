'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { type HeaderLink, MenuIcon } from './MenuIcon'

const loadDrawer = () => import('./MobileDrawer')
const MobileDrawer = lazy(loadDrawer)

/**
 * Small screens: the menu button that opens the header links in a side drawer. Until it is first
 * opened it is a plain button: the drawer's code (Radix dialog) is fetched when the pointer or
 * focus reaches the button and runs only once it is opened, keeping it out of the first load.
 */
export function MobileNav({ links }: { links: HeaderLink[] }) {
  const t = useTranslations('nav')
  const [opened, setOpened] = useState(false)
  const button = (
    <button
      type="button"
      className="mobile-nav__trigger"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="menu-open"
      onPointerEnter={loadDrawer}
      onTouchStart={loadDrawer}
      onFocus={loadDrawer}
      onClick={() => setOpened(true)}
    >
      <MenuIcon />
    </button>
  )
  if (!opened) return button
  return (
    <Suspense fallback={button}>
      <MobileDrawer links={links} />
    </Suspense>
  )
}
