import type { Block } from 'payload'

import { CallToActionBlock } from '#src/page-builder/blocks/CallToAction/config.ts'
import { ContactFormBlock } from '#src/page-builder/blocks/ContactForm/config.ts'
import { CardsBlock } from '#src/page-builder/blocks/Cards/config.ts'
import { FaqBlock } from '#src/page-builder/blocks/Faq/config.ts'
import { ImageTextBlock } from '#src/page-builder/blocks/ImageText/config.ts'
import { IntegrationsBlock } from '#src/page-builder/blocks/Integrations/config.ts'
import { PricingBlock } from '#src/page-builder/blocks/Pricing/config.ts'
import { QuoteBlock } from '#src/page-builder/blocks/Quote/config.ts'
import { RichTextBlock } from '#src/page-builder/blocks/RichText/config.ts'
import { SectionBlock } from '#src/page-builder/blocks/Section/config.ts'
import { StepsBlock } from '#src/page-builder/blocks/Steps/config.ts'

/**
 * A block as the layout shows it in the admin: each row labelled with its kind and title
 * (BlockRowLabel) rather than an empty block name.
 */
function labelled(block: Block): Block {
  return {
    ...block,
    admin: {
      ...block.admin,
      disableBlockName: true,
      components: {
        ...block.admin?.components,
        Label: {
          path: '/page-builder/components/BlockRowLabel#BlockRowLabel',
          clientProps: { label: block.labels?.singular ?? block.slug },
        },
      },
    },
  }
}

/** The blocks a reusable section is made of: every block but a section itself (no section inside a section). */
export const contentBlocks: Block[] = [
  CardsBlock,
  StepsBlock,
  PricingBlock,
  FaqBlock,
  RichTextBlock,
  ImageTextBlock,
  CallToActionBlock,
  QuoteBlock,
  IntegrationsBlock,
].map(labelled)

/**
 * The blocks a page's layout offers: the contact form only there, once (its fields have ids of
 * their own; in a reusable section it could land twice on one page).
 */
export const pageBlocks: Block[] = [...contentBlocks, labelled(ContactFormBlock), labelled(SectionBlock)]
