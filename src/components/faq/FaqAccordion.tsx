'use client'

import * as Accordion from '@radix-ui/react-accordion'
import type React from 'react'

export type FaqItem = { id: string; question: string; answer: React.ReactNode }

/** WAI-ARIA accordion: at most one answer open; an open one closes when its question is chosen again. */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Accordion.Root type="single" collapsible className="faq">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="faq__item">
          <Accordion.Header asChild>
            {headingLevel === 2 ? (
              <h2 className="faq__heading">
                <Trigger question={item.question} />
              </h2>
            ) : headingLevel === 4 ? (
              <h4 className="faq__heading">
                <Trigger question={item.question} />
              </h4>
            ) : (
              <h3 className="faq__heading">
                <Trigger question={item.question} />
              </h3>
            )}
          </Accordion.Header>
          <Accordion.Content className="faq__answer">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

function Trigger({ question }: { question: string }) {
  return (
    <Accordion.Trigger className="faq__question">
      <span>{question}</span>
      <svg aria-hidden="true" className="faq__chevron" width="20" height="20" viewBox="0 0 20 20">
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Accordion.Trigger>
  )
}
