import { legalHistoryPage } from '@/components/legal/legalPage'

const { Page, generateMetadata } = legalHistoryPage('privacy')

export { generateMetadata }
export default Page
