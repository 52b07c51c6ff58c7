import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withBodyLimit } from '@/lib/body-limit'

export const POST = withBodyLimit(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
