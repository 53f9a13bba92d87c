import { privacyNotice } from './legal-privacy'
import { termsOfService } from './legal-terms'
import type { SeedLegalDocument } from './types'

/** The privacy notice and the terms of service, each with its published versions (oldest first). */
export const legalDocuments: SeedLegalDocument[] = [privacyNotice, termsOfService]
