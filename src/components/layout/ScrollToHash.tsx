'use client'

import { useEffect } from 'react'

/** Scrolling delay after arriving from another page (spec: landing scroll delay 100 ms). */
export const SCROLL_DELAY_MS = 100

/** On the landing page: when the URL has #anchor, scrolls to it 100 ms after the page shows. */
export function ScrollToHash() {
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1))
    if (!hash) return
    const timer = window.setTimeout(() => {
      document.getElementById(hash)?.scrollIntoView({ block: 'start' })
    }, SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
