/**
 * Toasts, without sonner in any page's first load. `toast.success(…)` / `toast.error(…)` may be
 * called at any time: the first call asks the layout's <Toaster> to load sonner and mount its
 * Toaster, and the toast is shown once that Toaster is mounted and listening (sonner only shows
 * toasts published to a subscribed Toaster, so nothing is published before). Later toasts go
 * straight to it.
 */

export type ToastOptions = { description?: string }

/** What is used of sonner's `toast` function (./ToastRegion passes sonner's own). */
export type ToastApi = {
  success: (message: string, options?: ToastOptions) => unknown
  error: (message: string, options?: ToastOptions) => unknown
}

type Show = (toasts: ToastApi) => void

/** sonner's `toast` while its Toaster is mounted and subscribed. */
let mounted: ToastApi | null = null
/** Toasts asked for while no Toaster was mounted, in order. */
let waiting: Show[] = []
/** The layout's <Toaster>: loads sonner and mounts its Toaster. */
let load: (() => Promise<void>) | null = null
let loading = false

function startLoading() {
  if (!load || loading) return
  loading = true
  load().catch((error: unknown) => {
    // The chunk did not arrive (offline?): these toasts cannot be shown; a later one tries again.
    loading = false
    waiting = []
    console.error('Could not load the notifications', error)
  })
}

function show(display: Show) {
  if (mounted) {
    display(mounted)
    return
  }
  waiting.push(display)
  startLoading()
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show((toasts) => toasts.success(message, options)),
  error: (message: string, options?: ToastOptions) => show((toasts) => toasts.error(message, options)),
}

/** For ./Toaster: registers how to load and mount sonner's Toaster; returns the unregistration. */
export function connectToaster(loader: () => Promise<void>): () => void {
  load = loader
  loading = false
  if (waiting.length > 0) startLoading()
  return () => {
    if (load !== loader) return
    load = null
    loading = false
  }
}

/**
 * For ./ToastRegion's mount effect, once sonner's Toaster has subscribed: shows the waiting toasts
 * and sends later ones straight there. Returns what its unmount calls.
 */
export function toasterMounted(toasts: ToastApi): () => void {
  mounted = toasts
  loading = false
  const pending = waiting
  waiting = []
  for (const display of pending) display(toasts)
  return () => {
    if (mounted === toasts) mounted = null
  }
}
