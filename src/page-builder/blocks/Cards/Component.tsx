import { Icon } from '#src/components/ui/Icon.tsx'
import type { BlockProps } from '#src/page-builder/blocks/types.ts'

/** The landing's benefit cards (`.cards`, `.card`), with the block's own icons and words. */
export function CardsComponent({ block, id }: BlockProps<'cards'>) {
  return (
    <section className="section section--tinted" aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      {block.lead ? <p className="section__lead">{block.lead}</p> : null}
      <ul className="cards">
        {block.items?.map((item) => (
          <li key={item.id} className="card">
            <span className="card__icon">
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            {item.description ? <p>{item.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
