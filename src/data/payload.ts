import 'server-only'

import config from '#payload-config'
import { getPayload } from 'payload'

/** The Payload Local API for server code. */
export const payloadClient = () => getPayload({ config })
