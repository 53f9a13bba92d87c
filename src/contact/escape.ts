const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for HTML: every character that could start markup or end an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] as string)
}

/** One line for a mail header: line breaks and other control characters become spaces. */
export function headerText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}
