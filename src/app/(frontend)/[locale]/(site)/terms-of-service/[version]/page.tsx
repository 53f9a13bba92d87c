import { legalVersionPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('terms')

export { generateMetadata, generateStaticParams }
export default Page
