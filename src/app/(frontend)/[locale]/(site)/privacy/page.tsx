import { legalPage } from '#src/components/legal/legalPage.tsx'

const { Page, generateMetadata } = legalPage('privacy')

export { generateMetadata }
export default Page
