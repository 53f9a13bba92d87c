import { Picture } from '#src/components/ui/Picture.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** An image beside a title and a text (the landing hero's two columns). */
export function ImageTextComponent({ block, id }: BlockProps<'imageText'>) {
  const image = typeof block.image === 'object' ? block.image : null
  const picture =
    image?.url && image.width && image.height ? (
      <Picture
        src={image.url}
        alt={image.alt ?? ''}
        width={image.width}
        height={image.height}
        sizes="(max-width: 48rem) 100vw, 50vw"
      />
    ) : null
  return (
    <section className="section" aria-labelledby={id}>
      <div className="cards">
        {block.imageSide === 'left' ? picture : null}
        <div>
          <h2 id={id}>{block.heading}</h2>
          <p>{block.text}</p>
        </div>
        {block.imageSide === 'right' ? picture : null}
      </div>
    </section>
  )
}
