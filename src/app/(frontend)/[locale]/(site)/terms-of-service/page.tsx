import { legalPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata } = legalPage('terms')

export { generateMetadata }
export default Page
