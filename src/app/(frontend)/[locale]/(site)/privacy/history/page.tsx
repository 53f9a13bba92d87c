import { legalHistoryPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata } = legalHistoryPage('privacy')

export { generateMetadata }
export default Page
