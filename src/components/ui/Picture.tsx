import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimized <img> (srcset from /_next/image, sizes, lazy loading, priority) rendered
 * on the server without next/image's client component, so it adds no JavaScript to the page.
 */
export function Picture({ alt, ...rest }: ImageProps) {
  const { props } = getImageProps({ alt, ...rest })
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own output
  return <img {...props} alt={alt} />
}
