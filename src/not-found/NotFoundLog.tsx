'use client'

import { useEffect } from 'react'

/** The missing path in the browser console (the spec's developer aid; the server logs it too). */
export function NotFoundLog() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [])
  return null
}
