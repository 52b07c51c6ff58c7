/**
 * Access checks Payload 3.90.1 and its import-export plugin leave out: create access checked
 * before the plugin's hook builds an export, and access on custom endpoints.
 */
import { type Access, type CollectionBeforeOperationHook, type Endpoint, Forbidden } from 'payload'

/**
 * Runs a collection's create access before its beforeOperation hooks, which Payload runs first:
 * the export plugin's hook builds the file there, and for a visitor fails with a 500 instead of
 * the 403 its access gives.
 */
export const checkCreateAccessFirst =
  (access: Access): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation === 'create' && !args.overrideAccess && !(await access({ req, data: args.data })))
      throw new Forbidden(req.t)
    return args
  }

/**
 * A collection endpoint that only callers with this access reach: Payload runs no access control
 * before a custom endpoint. The export plugin's download and preview endpoints check none either:
 * a caller without read access to the collection got a 200 whose CSV stream then died on the
 * plugin's refused read, so the download never ended.
 */
export const endpointAccess =
  (access: Access) =>
  (endpoint: Endpoint): Endpoint => ({
    ...endpoint,
    handler: async (req) => {
      if (!(await access({ req }))) throw new Forbidden(req.t)
      return endpoint.handler(req)
    },
  })
