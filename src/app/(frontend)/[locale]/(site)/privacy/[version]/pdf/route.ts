import { legalPdfRoute } from '#src/legal/pdf/route.ts'

/** Prerendered and cached until the next publish expires the legal documents' cache tag. */
export const dynamic = 'force-static'

const { GET, generateStaticParams } = legalPdfRoute('privacy')

export { GET, generateStaticParams }
