import { legalVersionPage } from '@/components/legal/legalPage'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('privacy')

export { generateMetadata, generateStaticParams }
export default Page
