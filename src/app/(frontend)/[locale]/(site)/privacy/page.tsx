import { legalPage } from '@/components/legal/legalPage'

const { Page, generateMetadata } = legalPage('privacy')

export { generateMetadata }
export default Page
