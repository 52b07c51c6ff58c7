import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { findRedirect, getPage } from '@/data/pages'
import { log } from '@/lib/log'
import { pagePath, slugFromSegments } from '@/lib/paths'
import type { Media } from '@/payload-types'

type Props = { params: Promise<{ slug?: string[] }> }

// Every page is rendered once, cached, and refreshed on demand when an editor publishes.
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const page = await getPage(slugFromSegments(slug), draft)
  if (!page) return {}
  const image = typeof page.meta?.image === 'object' ? (page.meta.image as Media | null) : null
  return {
    title: page.meta?.title || page.title,
    description: page.meta?.description ?? undefined,
    alternates: { canonical: pagePath(page.slug) },
    openGraph: {
      title: page.meta?.title || page.title,
      description: page.meta?.description ?? undefined,
      url: pagePath(page.slug),
      images: image?.sizes?.og?.url
        ? [{ url: image.sizes.og.url, width: 1200, height: 630 }]
        : undefined,
    },
  }
}

export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const pageSlug = slugFromSegments(slug)
  const page = await getPage(pageSlug, draft)
  if (!page) {
    const path = pagePath(pageSlug)
    const target = await findRedirect(path)
    if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
    log('warn', 'page_not_found', { path })
    notFound()
  }
  return <RenderBlocks blocks={page.layout} path={pagePath(page.slug)} />
}
