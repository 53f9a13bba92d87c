import { legalVersionPage } from '@/components/legal/legalPage'

const { Page, generateMetadata, generateStaticParams } = legalVersionPage('terms')

export { generateMetadata, generateStaticParams }
export default Page
