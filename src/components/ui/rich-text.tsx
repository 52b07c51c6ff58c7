import {
  type JSXConverter,
  type JSXConverterArgs,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { ComponentProps } from 'react'
import { postPath } from '@/lib/blog'
import { isSafeHref } from '@/lib/links'
import { pagePath } from '@/lib/paths'

/**
 * Where a link to a document leads: a page's path or a post's; nothing when the document did not
 * come with the text (deleted, or not populated).
 */
function internalDocToHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const { relationTo, value } = linkNode.fields.doc ?? {}
  const slug = value && typeof value === 'object' ? (value as { slug?: unknown }).slug : undefined
  if (typeof slug !== 'string') return ''
  if (relationTo === 'pages') return pagePath(slug)
  if (relationTo === 'posts') return postPath(slug)
  return ''
}

/**
 * A link in rich text is drawn only where it may lead (isSafeHref); any other, stored before links
 * were checked, saved in a draft, or to a document that is gone, is shown as its text alone.
 */
function safeLink<T extends SerializedAutoLinkNode | SerializedLinkNode>(
  converter: JSXConverter<T> | undefined,
) {
  return function SafeLink(args: JSXConverterArgs<T>) {
    const { type, fields, children } = args.node
    // Payload draws an autolink by its URL whatever its link type, a link to a document by it.
    const href =
      type === 'link' && fields.linkType === 'internal'
        ? internalDocToHref({ linkNode: args.node as SerializedLinkNode })
        : (fields.url ?? '')
    if (isSafeHref(href)) {
      return typeof converter === 'function' ? converter(args) : converter
    }
    return <>{args.nodesToJSX({ nodes: children })}</>
  }
}

const links = LinkJSXConverter({ internalDocToHref })

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: safeLink(links.link),
  autolink: safeLink(links.autolink),
})

/** Rich text of the site's pages and articles, as React elements (no raw HTML reaches the page). */
export function RichText(props: Omit<ComponentProps<typeof LexicalRichText>, 'converters'>) {
  return <LexicalRichText {...props} converters={converters} />
}
