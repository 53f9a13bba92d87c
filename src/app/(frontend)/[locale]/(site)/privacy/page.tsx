import { legalPage } from '#src/legal/page.tsx'

const { Page, generateMetadata } = legalPage('privacy')

export { generateMetadata }
export default Page
