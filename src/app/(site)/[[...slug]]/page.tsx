import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { JsonLd } from '@/components/JsonLd'
import { MissingPage } from '@/components/NotFound'
import { OfferEnded } from '@/components/offers/OfferEnded'
import { countMissing } from '@/data/page-views'
import { findRedirect, getPage } from '@/data/pages'
import { payloadClient } from '@/data/payload'
import { getPreview } from '@/data/preview'
import { getSettings } from '@/data/settings'
import { organizationJsonLd } from '@/lib/json-ld'
import { offerHasEnded } from '@/lib/offers'
import { cannotBeStored, decodedSegments, pagePath, slugFromSegments } from '@/lib/paths'
import { documentTitle, NOT_FOUND_METADATA, shareMetadata } from '@/lib/share'
import { pageShareImage } from '@/lib/share-image'
import { siteUrl } from '@/server/site-url'
import type { Page } from '@/payload-types'

type Props = { params: Promise<{ slug?: string[] }> }

// Every page is rendered once, cached, and refreshed on demand when an editor publishes (and, for
// a time-limited offer, when the offer ends: a queued job expires the cached page at that moment).
export const dynamicParams = true
export const revalidate = false
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  if (cannotBeStored(slugFromSegments(slug))) return NOT_FOUND_METADATA
  const page = await getPage(slugFromSegments(slug), await getPreview())
  if (!page) return NOT_FOUND_METADATA
  const ended = offerHasEnded(page.offer)
  const title = ended ? page.offer?.endedHeading || page.title : page.meta?.title || page.title
  return {
    title: documentTitle(title),
    description: page.meta?.description ?? undefined,
    ...shareMetadata({
      title,
      description: page.meta?.description,
      path: pagePath(page.slug),
      image: pageShareImage(page),
      siteName: (await getSettings()).brandName,
    }),
    // An ended offer stays reachable for old links but is no longer offered to search engines,
    // nor is a page the marketers keep out of them.
    ...(ended || page.indexed === false ? { robots: { index: false } } : {}),
  }
}

/** Where an ended offer sends visitors, or links its message to. */
function offerTarget(page: Page): string | null {
  const target = page.offer?.target
  return target && typeof target === 'object' ? pagePath(target.slug) : null
}

/** The pages that introduce the company carry its structured data. */
const ORGANIZATION_PATHS = new Set(['/', '/about'])

async function Organization() {
  const settings = await getSettings()
  const base = siteUrl()
  const logo = typeof settings.logo === 'object' ? settings.logo?.url : null
  return (
    <JsonLd
      data={organizationJsonLd({
        name: settings.brandName,
        legalName: settings.companyName,
        url: base,
        description: settings.tagline,
        email: settings.supportEmail,
        telephone: settings.phone,
        logo: logo ? new URL(logo, base).toString() : null,
        address: settings.companyAddress,
      })}
    />
  )
}

export default async function CmsPage({ params }: Props) {
  const { slug } = await params
  const pageSlug = slugFromSegments(decodedSegments(slug))
  if (cannotBeStored(pageSlug)) return <MissingPage />
  const page = await getPage(pageSlug, await getPreview())
  if (!page) {
    const path = pagePath(pageSlug)
    const target = await findRedirect(path)
    if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
    ;(await payloadClient()).logger.warn({ path }, 'page_not_found')
    // Missing pages are never cached, so each request that finds one is counted here.
    countMissing(path)
    return <MissingPage />
  }
  if (offerHasEnded(page.offer)) {
    const target = offerTarget(page)
    // Temporary: the page may carry next year's offer again.
    if (page.offer?.afterEnd === 'redirect' && target) redirect(target)
    return (
      <OfferEnded
        heading={page.offer?.endedHeading || 'This offer has ended'}
        text={page.offer?.endedText}
        link={target ? { href: target, label: page.offer?.endedLinkLabel || 'Continue' } : null}
      />
    )
  }
  const path = pagePath(page.slug)
  return (
    <>
      <RenderBlocks blocks={page.layout} path={path} />
      {ORGANIZATION_PATHS.has(path) ? <Organization /> : null}
    </>
  )
}
