/** A text node as Payload's Lexical editor stores it. */
const textNode = (text: string) => ({ type: 'text', text, version: 1 })

/**
 * Rich text as Payload's Lexical editor stores it: one paragraph, of plain text or of the nodes
 * given (text given as a string).
 */
export function lexicalParagraph(...children: Array<string | object>) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: null,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: children.map((child) => (typeof child === 'string' ? textNode(child) : child)),
        },
      ],
    },
  }
}

/** A link (or autolink) node: to `url`, or to a document when `doc` is given. */
export function lexicalLink({
  url,
  text,
  type = 'link',
  doc,
}: {
  url: string
  text: string
  type?: 'link' | 'autolink'
  doc?: { relationTo: string; value: unknown }
}) {
  return {
    type,
    version: 3,
    fields: { linkType: doc ? 'internal' : 'custom', url, doc, newTab: false },
    children: [textNode(text)],
  }
}
