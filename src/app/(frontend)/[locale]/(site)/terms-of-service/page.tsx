import { legalPage } from '@/components/legal/legalPage'

const { Page, generateMetadata } = legalPage('terms', '/terms-of-service')

export { generateMetadata }
export default Page
