/** A text node as Payload's Lexical editor stores it. */
const textNode = (text: string) => ({ type: 'text', text, version: 1 })

/** Rich text as Payload's Lexical editor stores it: these top-level nodes. */
function lexicalRoot(
  ...children: Array<{ type: string; version: number; [key: string]: unknown }>
) {
  return {
    root: { type: 'root', format: '' as const, indent: 0, version: 1, direction: null, children },
  }
}

/**
 * Rich text of one paragraph, of plain text or of the nodes given (text given as a string).
 */
export function lexicalParagraph(...children: Array<string | object>) {
  return lexicalRoot({
    type: 'paragraph',
    version: 1,
    children: children.map((child) => (typeof child === 'string' ? textNode(child) : child)),
  })
}

/** Rich text of one list: its items numbered 1, 2, … (`value`) whatever the list type. */
export function lexicalList(listType: 'bullet' | 'number' | 'check', items: string[]) {
  return lexicalRoot({
    type: 'list',
    listType,
    tag: listType === 'number' ? 'ol' : 'ul',
    start: 1,
    version: 1,
    children: items.map((text, i) => ({
      type: 'listitem',
      value: i + 1,
      checked: listType === 'check' ? false : undefined,
      version: 1,
      children: [textNode(text)],
    })),
  })
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
