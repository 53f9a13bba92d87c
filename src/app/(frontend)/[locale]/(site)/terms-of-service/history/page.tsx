import { legalHistoryPage } from '@/components/legal/legalPage'

const { Page, generateMetadata } = legalHistoryPage('terms')

export { generateMetadata }
export default Page
