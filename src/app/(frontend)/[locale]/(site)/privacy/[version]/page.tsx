import { legalVersionPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('privacy')

export { generateMetadata, generateStaticParams }
export default Page
