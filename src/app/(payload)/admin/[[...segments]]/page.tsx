import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { compareWithCurrent } from '@/admin/compare-current'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = async ({ params, searchParams }: Args) => {
  // A version's compare screen opens against the document's current version.
  const compare = await compareWithCurrent((await params).segments ?? [], await searchParams)
  if (compare) redirect(compare)
  return RootPage({ config, params, searchParams, importMap })
}

export default Page
