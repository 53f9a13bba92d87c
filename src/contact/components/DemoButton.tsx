'use client'

import { useState } from 'react'

import { applyPreset } from '#src/contact/components/preset.ts'
import styles from '#src/contact/components/DemoButton.module.css'

/** `filled`: what a screen reader hears once the form is filled. */
type Props = { label: string; subject: string; message: string; mailto: string; filled: string }

/**
 * Fills the form with the demo subject and message. Without JavaScript it is a mail link to
 * sales with the same subject and text, so it still leads somewhere useful.
 */
export function DemoButton({ label, subject, message, mailto, filled }: Props) {
  const [done, setDone] = useState(false)
  return (
    <>
      <a
        className="button"
        href={mailto}
        data-testid="demo-button"
        onClick={(event) => {
          event.preventDefault()
          applyPreset({ subject, message })
          setDone(true)
        }}
      >
        {label}
      </a>
      <p className={styles.note} role="status">
        {done ? filled : ''}
      </p>
    </>
  )
}
