/** Rich text as Payload's Lexical editor stores it: one paragraph of plain text. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: null,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
    },
  }
}
