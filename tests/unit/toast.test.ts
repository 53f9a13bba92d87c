import { beforeEach, describe, expect, it, vi } from 'vitest'

import type * as Toasts from '#src/components/toast/toast.ts'

/** A stand-in for sonner's `toast`: records what it was asked to show. */
function fakeSonner() {
  const shown: string[] = []
  return {
    shown,
    api: {
      success: (message: string) => shown.push(`success: ${message}`),
      error: (message: string, options?: { description?: string }) =>
        shown.push(`error: ${message} (${options?.description})`),
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let page: typeof Toasts

beforeEach(async () => {
  // The module keeps the page's toast state: each test starts from a fresh page.
  vi.resetModules()
  page = await import('#src/components/toast/toast.ts')
})

describe('toasts loaded on the first toast', () => {
  it('keeps toasts asked for before sonner is mounted, loads it once, then shows them in order', async () => {
    const load = vi.fn(async () => {})
    page.connectToaster(load)
    expect(load).not.toHaveBeenCalled()

    page.toast.success('Bienvenido')
    page.toast.error('No se pudo cerrar sesión', { description: 'Inténtalo de nuevo.' })
    expect(load).toHaveBeenCalledTimes(1)

    const sonner = fakeSonner()
    page.toasterMounted(sonner.api)
    expect(sonner.shown).toEqual(['success: Bienvenido', 'error: No se pudo cerrar sesión (Inténtalo de nuevo.)'])

    page.toast.success('Sesión cerrada')
    expect(sonner.shown.at(-1)).toBe('success: Sesión cerrada')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('after sonner’s Toaster unmounts, the next toast waits for the next mount', () => {
    const disconnect = page.connectToaster(async () => {})
    page.toast.success('Primera')
    const first = fakeSonner()
    const unmount = page.toasterMounted(first.api)
    unmount()
    disconnect()

    page.toast.success('Segunda')
    expect(first.shown).toEqual(['success: Primera'])
    const load = vi.fn(async () => {})
    page.connectToaster(load)
    expect(load).toHaveBeenCalledTimes(1)
    const second = fakeSonner()
    page.toasterMounted(second.api)
    expect(second.shown).toEqual(['success: Segunda'])
  })

  it('drops the toasts whose code could not be loaded, and tries again on the next one', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    page.connectToaster(load)
    page.toast.success('Perdida')
    await settle()
    expect(failed).toHaveBeenCalledOnce()

    page.toast.success('Otra vez')
    expect(load).toHaveBeenCalledTimes(2)
    const sonner = fakeSonner()
    page.toasterMounted(sonner.api)
    expect(sonner.shown).toEqual(['success: Otra vez'])
    failed.mockRestore()
  })
})
