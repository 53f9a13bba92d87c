import { privacyNotice } from '#src/seed/content/legal-privacy.ts'
import { termsOfService } from '#src/seed/content/legal-terms.ts'
import type { SeedLegalDocument } from '#src/seed/content/types.ts'

/** The privacy notice and the terms of service, each with its published versions (oldest first). */
export const legalDocuments: SeedLegalDocument[] = [privacyNotice, termsOfService]
