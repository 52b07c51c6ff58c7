import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { revalidatePaths } from '@/data/revalidate'
import { ACADEMY_PATH } from '@/lib/academy'
import { pagePath } from '@/lib/paths'

/** The academy route plus any other published page a marketer built with the academy block. */
async function academyPaths(req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { 'layout.blockType': { equals: 'academy' } },
    select: { slug: true },
    limit: 100,
    depth: 0,
    req,
  })
  return [ACADEMY_PATH, ...docs.map((page) => pagePath(page.slug))]
}

/** Academy modules, videos and learning steps are rendered by the academy block. */
export const revalidateAcademy: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) revalidatePaths(await academyPaths(req))
  return doc
}

export const revalidateAcademyAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  req,
  context,
}) => {
  if (!context.disableRevalidate) revalidatePaths(await academyPaths(req))
  return doc
}
