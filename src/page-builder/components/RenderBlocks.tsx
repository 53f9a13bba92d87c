import { CallToActionComponent } from '#src/page-builder/blocks/CallToAction/Component.tsx'
import { ContactFormComponent } from '#src/page-builder/blocks/ContactForm/Component.tsx'
import { CardsComponent } from '#src/page-builder/blocks/Cards/Component.tsx'
import { FaqComponent } from '#src/page-builder/blocks/Faq/Component.tsx'
import { ImageTextComponent } from '#src/page-builder/blocks/ImageText/Component.tsx'
import { IntegrationsComponent } from '#src/page-builder/blocks/Integrations/Component.tsx'
import { PricingComponent } from '#src/page-builder/blocks/Pricing/Component.tsx'
import { QuoteComponent } from '#src/page-builder/blocks/Quote/Component.tsx'
import { RichTextComponent } from '#src/page-builder/blocks/RichText/Component.tsx'
import { SectionComponent } from '#src/page-builder/blocks/Section/Component.tsx'
import { StepsComponent } from '#src/page-builder/blocks/Steps/Component.tsx'
import type { BlockProps, PageBlock } from '#src/page-builder/blocks/types.ts'
import type { Section } from '#src/payload-types.ts'

type Shared = Omit<BlockProps<PageBlock['blockType']>, 'block' | 'id'> & { sections: Section[] }

/** One block by its type; a type this build does not know renders nothing rather than failing the page. */
function RenderBlock({ block, id, shared }: { block: PageBlock; id: string; shared: Shared }) {
  const props = { ...shared, id }
  switch (block.blockType) {
    case 'cards':
      return <CardsComponent {...props} block={block} />
    case 'steps':
      return <StepsComponent {...props} block={block} />
    case 'pricing':
      return <PricingComponent {...props} block={block} />
    case 'faq':
      return <FaqComponent {...props} block={block} />
    case 'richText':
      return <RichTextComponent {...props} block={block} />
    case 'imageText':
      return <ImageTextComponent {...props} block={block} />
    case 'cta':
      return <CallToActionComponent {...props} block={block} />
    case 'quote':
      return <QuoteComponent {...props} block={block} />
    case 'integrations':
      return <IntegrationsComponent {...props} block={block} />
    case 'contactForm':
      return <ContactFormComponent {...props} block={block} />
    case 'section':
      return (
        <SectionComponent
          {...props}
          block={block}
          render={(blocks, prefix) => <RenderBlocks blocks={blocks as PageBlock[]} prefix={prefix} shared={shared} />}
        />
      )
    default:
      return null
  }
}

/** A page's (or a reusable section's) blocks in order, each heading with an id unique on the page. */
export function RenderBlocks({ blocks, prefix, shared }: { blocks: PageBlock[]; prefix: string; shared: Shared }) {
  return (
    <>
      {blocks.map((block, index) => (
        <RenderBlock key={block.id ?? index} block={block} id={`${prefix}-${index + 1}`} shared={shared} />
      ))}
    </>
  )
}

export type { Shared as RenderShared }
