import { legalVersionPage } from '#src/legal/page.tsx'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('terms')

export { generateMetadata, generateStaticParams }
export default Page
