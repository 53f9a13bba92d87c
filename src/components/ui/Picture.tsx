import { getImageProps, type ImageProps } from 'next/image'

/**
 * Payload writes upload URLs on its `serverURL` (the public origin, needed for CSRF and absolute
 * links in mails), but the image optimizer only takes the site's own files by path: an uploaded
 * file's address is used without its origin, so the same build serves it on any host and port.
 */
function ownFile(src: ImageProps['src']): ImageProps['src'] {
  if (typeof src !== 'string' || !/^https?:\/\//.test(src)) return src
  const url = new URL(src)
  return url.pathname.startsWith('/api/media/') ? `${url.pathname}${url.search}` : src
}

/**
 * next/image's optimized <img> (srcset from /_next/image, sizes, lazy loading, priority) rendered
 * on the server without next/image's client component, so it adds no JavaScript to the page.
 */
export function Picture({ alt, src, ...rest }: ImageProps) {
  const { props } = getImageProps({ alt, src: ownFile(src), ...rest })
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output
  return <img {...props} alt={alt} />
}
