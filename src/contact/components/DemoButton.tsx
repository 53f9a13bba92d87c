'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { applyPreset } from '#src/contact/components/preset.ts'
import styles from '#src/contact/components/DemoButton.module.css'

type Props = { label: string; subject: string; message: string; mailto: string }

/**
 * Fills the form with the demo subject and message. Without JavaScript it is a mail link to
 * sales with the same subject and text, so it still leads somewhere useful.
 */
export function DemoButton({ label, subject, message, mailto }: Props) {
  const t = useTranslations('contact')
  const [filled, setFilled] = useState(false)
  return (
    <>
      <a
        className="button"
        href={mailto}
        data-testid="demo-button"
        onClick={(event) => {
          event.preventDefault()
          applyPreset({ subject, message })
          setFilled(true)
        }}
      >
        {label}
      </a>
      <p className={styles.note} role="status">
        {filled ? t('demoFilled') : ''}
      </p>
    </>
  )
}
