import { legalHistoryPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata } = legalHistoryPage('terms')

export { generateMetadata }
export default Page
