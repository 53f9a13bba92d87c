import { legalPage } from '#src/legal/page.tsx'

const { Page, generateMetadata } = legalPage('terms')

export { generateMetadata }
export default Page
