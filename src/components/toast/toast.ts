/**
 * Toasts, without sonner or any toast code in a page's first load: only the components that show
 * toasts (the sign-in and registration forms, the logout button) import this module.
 * `toast.success(…)` / `toast.error(…)` may be called at any time: the first call loads sonner
 * (./ToastRegion) and mounts its Toaster in a root of its own at the end of <body>, outside the
 * page's React tree, so it stays through client-side navigation (the sign-in toast is shown on the
 * dashboard, the logout toast on the home page). The toast is shown once that Toaster is mounted
 * and listening (sonner only shows toasts published to a subscribed Toaster, so nothing is
 * published before). Later toasts go straight to it.
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
/** Loads sonner and mounts its Toaster (replaceable through connectToaster). */
let load: (() => Promise<void>) | null = async () =>
  (await import('#src/components/toast/ToastRegion.tsx')).mountToastRegion()
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

/** Replaces how sonner's Toaster is loaded and mounted (tests); returns the unregistration. */
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
