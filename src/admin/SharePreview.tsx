'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { Media } from '@/payload-types'
import { pagePath } from '@/lib/paths'
import './share-preview.scss'

type Fields = Record<string, { value?: unknown } | undefined>

/** The id of the image a page's share card takes: the SEO image, else its first hero's own image. */
function chosenImageId(fields: Fields): unknown {
  const seo = fields['meta.image']?.value
  if (seo) return seo
  const heroes = Object.keys(fields)
    .map((key) => /^layout\.(\d+)\.blockType$/.exec(key))
    .filter((match) => match && fields[match[0]]?.value === 'hero')
    .map((match) => Number(match![1]))
    .sort((a, b) => a - b)
  if (!heroes.length) return null
  const hero = `layout.${heroes[0]}`
  return fields[`${hero}.illustration`]?.value === 'image' ? fields[`${hero}.image`]?.value : null
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value

/**
 * In a page's SEO fields: the share card as a share on LinkedIn or Slack shows it, from the form
 * as it stands (the image chosen here, else the hero's image, else the card drawn in the site's
 * design), with its title and description.
 */
export function SharePreview() {
  const { collectionSlug } = useDocumentInfo()
  const fields = useFormFields(([all]) => all) as Fields
  const imageId = idOf(chosenImageId(fields))
  const [media, setMedia] = useState<{ id: unknown; url: string | null; alt?: string | null }>()
  useEffect(() => {
    if (!imageId) return
    let live = true
    fetch(`/api/media/${String(imageId)}?depth=0`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<Media>) : null))
      .then((doc) => {
        if (live) {
          setMedia({ id: imageId, url: doc?.sizes?.og?.url ?? doc?.url ?? null, alt: doc?.alt })
        }
      })
      .catch(() => live && setMedia({ id: imageId, url: null }))
    return () => {
      live = false
    }
  }, [imageId])
  if (collectionSlug !== 'pages') return null
  const slug = typeof fields.slug?.value === 'string' ? fields.slug.value : ''
  const title = String(fields['meta.title']?.value || fields.title?.value || 'Untitled page')
  const description = fields['meta.description']?.value as string | undefined
  const own = imageId && media?.id === imageId ? media : null
  const drawn = slug ? `/og${pagePath(slug) === '/' ? '' : pagePath(slug)}` : null
  const src = own?.url ?? (imageId ? null : drawn)
  return (
    <figure className="share-preview" aria-label="Share card preview">
      <p className="share-preview__heading">How a share of this page looks</p>
      <div className="share-preview__card">
        {src ? (
          // The exact address a share names, at the card's 1200 × 630 proportions.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={src} alt={own?.alt || title} width={1200} height={630} />
        ) : (
          <div className="share-preview__empty">
            {imageId ? 'Loading the picture…' : 'Give the page an address to see its card.'}
          </div>
        )}
        <div className="share-preview__text">
          <strong>{title}</strong>
          {description ? <span>{description}</span> : null}
        </div>
      </div>
      <figcaption>
        {own
          ? 'The picture chosen for this page (the SEO image, else the hero’s image).'
          : 'The card drawn in the site’s design: choose an image here, or give the hero an image of its own, to share a picture instead. A page’s drawn card is ready once it is published.'}
      </figcaption>
    </figure>
  )
}
