import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlErrorResponse } from '@/lib/api-errors'
import { withBodyLimit } from '@/lib/body-limit'

const graphql = withBodyLimit(GRAPHQL_POST(config))

/**
 * Payload's GraphQL endpoint, with every failure in GraphQL's error format: a body Payload cannot
 * read (malformed JSON, broken form data) is a 400 instead of an unhandled 500, and a bare 4xx
 * (e.g. 415 for a body that is not JSON) gets `{ errors: [{ message }] }`.
 */
export async function POST(request: Request): Promise<Response> {
  let response: Response
  try {
    response = await graphql(request, undefined)
  } catch (error) {
    return graphqlErrorResponse(error)
  }
  const type = response.headers.get('content-type') ?? ''
  if (response.status >= 400 && !/json/i.test(type)) {
    return graphqlErrorResponse(undefined, response)
  }
  return response
}

export const OPTIONS = REST_OPTIONS(config)
