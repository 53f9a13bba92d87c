'use client'

import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { Toaster, toast } from 'sonner'

import { toasterMounted } from '#src/components/toast/toast.ts'

/** The header's height (--header-height in globals.css) and a small gap. */
const HEADER_CLEARANCE = 'calc(var(--header-height) + 0.5rem)'

/** The region's and the close button's names, in the page's language. */
export type ToastLabels = { region: string; close: string }

/**
 * sonner's Toaster: toasts announced politely to screen readers (its aria-live region),
 * dismissible. The only module that imports sonner; ./toast loads it on the first toast and calls
 * mountToastRegion.
 */
function ToastRegion({ labels }: { labels: ToastLabels }) {
  useEffect(() => {
    // sonner's Toaster, a child, has subscribed by now (children's effects run first). Let the
    // browser render its empty live region once before the first toast goes in, so screen readers
    // know the region before it changes.
    let release: (() => void) | undefined
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => (release = toasterMounted(toast)))
    })
    return () => {
      cancelAnimationFrame(frame)
      release?.()
    }
  }, [])
  return (
    <Toaster
      position="top-center"
      // Below the fixed header (the site's and the dashboard's), so a toast never hides the
      // navigation or the logout button, on a phone (sonner's mobile layout) as on a desktop.
      offset={{ top: HEADER_CLEARANCE }}
      mobileOffset={{ top: HEADER_CLEARANCE }}
      richColors
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  )
}

/**
 * Mounts the region in a root of its own at the end of <body>: it outlives client-side navigation.
 * Its names come from <body>, where the locale layout writes them in the page's language
 * (data-toast-region, data-toast-close), so no page carries them in its JavaScript; another
 * language is another root layout, which Next loads as a new page.
 */
export function mountToastRegion(): void {
  const host = document.createElement('div')
  document.body.append(host)
  const { toastRegion = '', toastClose = '' } = document.body.dataset
  const labels = { region: toastRegion, close: toastClose }
  createRoot(host).render(<ToastRegion labels={labels} />)
}
