/**
 * A plain left click: no modifier (Ctrl/⌘ opens a new tab, Shift a window, Alt downloads), not
 * already handled by another listener. The site's own click listeners (client-side navigation,
 * the landing's delayed scroll) act on these only and leave the rest to the browser.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}
