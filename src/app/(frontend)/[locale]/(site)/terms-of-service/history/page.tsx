import { legalHistoryPage } from '#src/legal/page.tsx'

const { Page, generateMetadata } = legalHistoryPage('terms')

export { generateMetadata }
export default Page
