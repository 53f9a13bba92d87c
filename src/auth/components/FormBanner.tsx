/** The red banner above a form that says what went wrong (announced at once: role alert). */
export function FormBanner({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null
  return (
    <div
      className={`form-banner form-banner--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-banner"
    >
      {message}
    </div>
  )
}
