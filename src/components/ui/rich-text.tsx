import {
  type JSXConverter,
  type JSXConverterArgs,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { ComponentProps } from 'react'
import { isSafeHref } from '@/lib/links'

/**
 * A link in rich text is drawn only where it may lead (isSafeHref); any other, stored before links
 * were checked or saved in a draft, is shown as its text alone. A link to a document is drawn as
 * Payload draws it.
 */
function safeLink<T extends SerializedAutoLinkNode | SerializedLinkNode>(
  converter: JSXConverter<T> | undefined,
) {
  return function SafeLink(args: JSXConverterArgs<T>) {
    const { fields, children } = args.node
    if (fields.linkType === 'internal' || isSafeHref(fields.url ?? '')) {
      return typeof converter === 'function' ? converter(args) : converter
    }
    return <>{args.nodesToJSX({ nodes: children })}</>
  }
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: safeLink(defaultConverters.link),
  autolink: safeLink(defaultConverters.autolink),
})

/** Rich text of the site's pages and articles, as React elements (no raw HTML reaches the page). */
export function RichText(props: Omit<ComponentProps<typeof LexicalRichText>, 'converters'>) {
  return <LexicalRichText {...props} converters={converters} />
}
