import {
  type JSXConverter,
  type JSXConverterArgs,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type {
  SerializedAutoLinkNode,
  SerializedLinkNode,
  SerializedListItemNode,
} from '@payloadcms/richtext-lexical'
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react'
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

/**
 * A list item carries its number (`value`) only in a numbered list: the attribute is not allowed
 * on an item of a bulleted or check list (<ul>), where Lexical's converter writes it too.
 */
function numberedOnly(converter: JSXConverter<SerializedListItemNode> | undefined) {
  return function ListItem(args: JSXConverterArgs<SerializedListItemNode>) {
    const item = typeof converter === 'function' ? converter(args) : converter
    const numbered = 'listType' in args.parent && args.parent.listType === 'number'
    if (numbered || !isValidElement(item)) return item
    return cloneElement(item as ReactElement<{ value?: number }>, { value: undefined })
  }
}

const links = LinkJSXConverter({ internalDocToHref })

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: safeLink(links.link),
  autolink: safeLink(links.autolink),
  listitem: numberedOnly(defaultConverters.listitem),
})

/** Rich text of the site's pages and articles, as React elements (no raw HTML reaches the page). */
export function RichText(props: Omit<ComponentProps<typeof LexicalRichText>, 'converters'>) {
  return <LexicalRichText {...props} converters={converters} />
}
