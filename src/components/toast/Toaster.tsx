'use client'

import { type ComponentType, useEffect, useState } from 'react'

import type { ToastLabels } from './ToastRegion'

import { connectToaster } from './toast'

/**
 * Where toasts appear: in the locale layout, so a toast survives client-side navigation (the
 * sign-in toast is shown on the dashboard). It renders nothing until the first toast is asked for;
 * then it loads sonner (./ToastRegion) and mounts it, keeping sonner out of every first load. Its
 * labels come from the layout (server): no translation code in the browser for it.
 */
export function Toaster({ labels }: { labels: ToastLabels }) {
  const [Region, setRegion] = useState<ComponentType<{ labels: ToastLabels }> | null>(null)
  useEffect(
    () =>
      connectToaster(async () => {
        const { ToastRegion } = await import('./ToastRegion')
        setRegion(() => ToastRegion)
      }),
    [],
  )
  return Region ? <Region labels={labels} /> : null
}
