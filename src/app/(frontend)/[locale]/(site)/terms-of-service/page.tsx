import { legalPage } from '@/components/legal/legalPage'

const { Page, generateMetadata } = legalPage('terms')

export { generateMetadata }
export default Page
