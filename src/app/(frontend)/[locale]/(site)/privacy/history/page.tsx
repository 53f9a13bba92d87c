import { legalHistoryPage } from '#src/legal/page.tsx'

const { Page, generateMetadata } = legalHistoryPage('privacy')

export { generateMetadata }
export default Page
