'use client'

import dynamic from 'next/dynamic'

/**
 * The contact form for pages that only sometimes carry it (a page staff made from blocks): the
 * form's code (react-hook-form and its own) is a chunk of its own, fetched only by a page that
 * renders the form, instead of being in the bundle of every page the route serves. Still rendered
 * on the server, so the form is there, and works, before any JavaScript arrives.
 */
export const LazyContactForm = dynamic(() =>
  import('#src/contact/components/ContactForm.tsx').then((module) => module.ContactForm),
)
