/**
 * A tiny Markdown reader for the client brief preview. It understands exactly what `buildBrief`
 * writes (ATX headings, paragraphs with hard breaks, '-' and numbered lists, **bold** and
 * backslash escapes) and turns it into plain data that the preview renders as React elements.
 * Anything else, HTML included, stays literal text: nothing here can produce markup or links.
 */

export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'break' }

export type MarkdownBlock =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] }

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/
const BULLET = /^[-*+][ \t]+(.*)$/
const NUMBERED = /^(\d{1,9})[.)][ \t]+(.*)$/
const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/

/** Adds text to the inline list, merging it into the previous text node. */
function pushText(nodes: MarkdownInline[], text: string) {
  if (text === '') return
  const last = nodes[nodes.length - 1]
  if (last?.type === 'text') last.text += text
  else nodes.push({ type: 'text', text })
}

/** Index of the next unescaped '**' at or after `from`, or -1. */
function findClosingStrong(source: string, from: number): number {
  for (let i = from; i < source.length - 1; i++) {
    if (source[i] === '\\' && ESCAPABLE.test(source[i + 1] ?? '')) {
      i++
      continue
    }
    if (source[i] === '*' && source[i + 1] === '*') return i
  }
  return -1
}

/** One line or paragraph of inline Markdown: escapes, **bold** and hard breaks ('  \n'). */
export function parseInline(source: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = []
  let i = 0
  while (i < source.length) {
    const char = source[i]!
    const next = source[i + 1] ?? ''
    if (char === '\\' && ESCAPABLE.test(next)) {
      pushText(nodes, next)
      i += 2
    } else if (char === '\\' && next === '\n') {
      nodes.push({ type: 'break' })
      i += 2
    } else if (char === '*' && next === '*') {
      const close = findClosingStrong(source, i + 2)
      if (close > i + 2) {
        nodes.push({ type: 'strong', children: parseInline(source.slice(i + 2, close)) })
        i = close + 2
      } else {
        pushText(nodes, '**')
        i += 2
      }
    } else if (char === '\n') {
      // Two or more trailing spaces make a hard break; otherwise a line break is a space.
      const last = nodes[nodes.length - 1]
      if (last?.type === 'text' && / {2,}$/.test(last.text)) {
        last.text = last.text.replace(/ +$/, '')
        if (last.text === '') nodes.pop()
        nodes.push({ type: 'break' })
      } else {
        if (last?.type === 'text') last.text = last.text.replace(/ +$/, '')
        pushText(nodes, ' ')
      }
      i += 1
    } else {
      pushText(nodes, char)
      i += 1
    }
  }
  return nodes
}

/** Splits Markdown into headings, paragraphs and lists. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; start: number; items: string[] } | null = null

  const flushParagraph = () => {
    if (paragraph.length === 0) return
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n').trim()) })
    paragraph = []
  }
  const flushList = () => {
    if (!list) return
    blocks.push({
      type: 'list',
      ordered: list.ordered,
      start: list.start,
      items: list.items.map((item) => parseInline(item.trim())),
    })
    list = null
  }

  for (const rawLine of lines) {
    const line = rawLine.replace(/^ {0,3}/, '')
    if (line.trim() === '') {
      flushParagraph()
      flushList()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flushParagraph()
      flushList()
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') })
      continue
    }
    const bullet = paragraph.length === 0 ? BULLET.exec(line) : null
    const numbered = paragraph.length === 0 ? NUMBERED.exec(line) : null
    if (bullet || numbered) {
      const ordered = numbered !== null
      if (list && list.ordered !== ordered) flushList()
      if (!list) list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] }
      list.items.push((bullet ? bullet[1] : numbered![2]) ?? '')
      continue
    }
    if (list) {
      // A line that is not a new item continues the previous one.
      list.items[list.items.length - 1] += `\n${line}`
      continue
    }
    paragraph.push(line)
  }
  flushParagraph()
  flushList()
  return blocks
}

/** The plain text of some inline nodes (used for labels and tests). */
export function inlineText(nodes: readonly MarkdownInline[]): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.text : node.type === 'break' ? '\n' : inlineText(node.children),
    )
    .join('')
}
