import type { ContactMessageInput } from '#src/contact/fields.ts'

/** Fired by the demo button; the contact form fills its subject and message from it. */
export const PRESET_EVENT = 'citaya:contact-preset'

export type Preset = Partial<Pick<ContactMessageInput, 'subject' | 'message'>>

export function applyPreset(preset: Preset): void {
  window.dispatchEvent(new CustomEvent<Preset>(PRESET_EVENT, { detail: preset }))
}

/** `?subject=…&message=…` of the current URL (the landing's and help page's links use them). */
export function presetFromLocation(): Preset {
  const query = new URLSearchParams(window.location.search)
  const preset: Preset = {}
  const subject = query.get('subject')
  const message = query.get('message')
  if (subject) preset.subject = subject
  if (message) preset.message = message
  return preset
}
