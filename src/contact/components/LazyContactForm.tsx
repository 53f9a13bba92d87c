'use client'

import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

import type { ContactForm } from '#src/contact/components/ContactForm.tsx'

type Props = ComponentProps<typeof ContactForm>
type Form = typeof ContactForm

/**
 * The form itself, on the server only: rendered into the page's HTML in the same pass as the rest
 * of the page, so the form is there, and works (a plain POST), before any JavaScript arrives. The
 * bundler drops this branch, and with it the form's code, from the browser's bundle (`typeof
 * window` is a constant there).
 */
const ServerForm: Form | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('#src/contact/components/ContactForm.tsx') as { ContactForm: Form }).ContactForm
    : null

/** The form's code in the browser, fetched once (again after a failed fetch). */
let loading: Promise<Form> | undefined
function load(): Promise<Form> {
  loading ??= import('#src/contact/components/ContactForm.tsx').then(
    (module) => module.ContactForm,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** For useSyncExternalStore's hydration flag: nothing to subscribe to. */
const noChange = () => () => {}

/** The field the visitor is in, and where in it, to put them back there once the form wakes up. */
type Caret = { id: string; start: number | null; end: number | null }

/**
 * The contact form for a page staff made from blocks, woken on first use instead of with the page:
 * its code (react-hook-form and its own, about 14 kB gzip) would otherwise be a tenth of the
 * JavaScript such a page loads, for a form usually far below the fold (docs/performance.md).
 *
 * The server renders the whole form. In the browser this component first keeps the server's form
 * as it is (an element whose inner HTML React is told not to touch, so hydration leaves it alone)
 * and fetches the form's code when the visitor comes within a screen of it, points at it, touches
 * it or focuses a field. Then the live form takes its place, with what the visitor had typed (the
 * form reads it: ContactForm) and the caret where it was. Until then, or if the code cannot be
 * fetched, a send is the form's plain POST, which the server handles as it does without
 * JavaScript. No Suspense boundary: React streams a large page's late boundaries behind an inline
 * script, which the strict CSP is kept free of. Rendered by the browser rather than hydrated (a
 * client-side navigation to the page), the code is fetched at once.
 */
export function LazyContactForm(props: Props) {
  const box = useRef<HTMLDivElement>(null)
  // True while React hydrates the server's HTML (re-rendered false right after): kept as it was at
  // the first render, so only a form React creates in the browser loads at once.
  const hydrating = useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  )
  const [fromServer] = useState(hydrating)
  const [live, setLive] = useState<{ Form: Form; caret?: Caret } | null>(null)

  useEffect(() => {
    let gone = false
    let waking = false
    const wake = () => {
      if (waking || gone) return
      waking = true
      load().then(
        (Form) => {
          if (gone) return
          stop()
          const active = document.activeElement
          const caret =
            (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
            active.id &&
            box.current?.contains(active)
              ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
              : undefined
          setLive({ Form, caret })
        },
        () => {
          waking = false // the server's form still works; the next use tries again
        },
      )
    }
    // On the document, in the capture phase: the visitor's first touch of the form, wherever in it.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) wake()
    }
    const uses = ['focusin', 'pointerover', 'touchstart'] as const
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: '100% 0px',
          })
    const stop = () => {
      for (const type of uses) document.removeEventListener(type, onUse, { capture: true })
      observer?.disconnect()
    }
    if (!fromServer || !observer || !box.current) wake()
    else {
      for (const type of uses) document.addEventListener(type, onUse, { capture: true, passive: true })
      observer.observe(box.current)
    }
    return () => {
      gone = true
      stop()
    }
  }, [fromServer])

  useLayoutEffect(() => {
    const caret = live?.caret
    if (!caret) return
    const field = document.getElementById(caret.id)
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return
    field.focus()
    if (caret.start !== null && caret.end !== null) field.setSelectionRange(caret.start, caret.end)
  }, [live])

  if (ServerForm)
    return (
      <div ref={box}>
        <ServerForm {...props} />
      </div>
    )
  if (live)
    return (
      <div ref={box} key="live">
        <live.Form {...props} />
      </div>
    )
  // The server's form, untouched by hydration, until the live one replaces it.
  return <div ref={box} key="server" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
