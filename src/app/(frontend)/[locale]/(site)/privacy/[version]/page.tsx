import { legalVersionPage } from '#src/legal/page.tsx'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('privacy')

export { generateMetadata, generateStaticParams }
export default Page
